import BoxBinding
import Testing

/// Something a listener captures, so that a test can see whether the listener is still held.
private final class Capture {}

/// An object that a binding is scoped to.
private final class Owner {}

/// Weak references to many objects, to count how many are still alive.
private struct Survivors {
  private var references: [() -> AnyObject?] = []

  mutating func watch(_ object: AnyObject) {
    references.append { [weak object] in object }
  }

  var count: Int { references.filter { $0() != nil }.count }
}

/// Binds `count` owners to `bind` one after another, each with a listener that captures an
/// object of its own, and lets each owner go at once; returns the captures still alive.
private func bindShortLivedOwners(
  _ count: Int, _ bind: (Owner, Capture) -> BindingToken
) -> (captures: Survivors, tokens: [BindingToken]) {
  var captures = Survivors()
  var tokens: [BindingToken] = []
  for _ in 0..<count {
    let capture = Capture()
    captures.watch(capture)
    tokens.append(bind(Owner(), capture))
  }
  return (captures, tokens)
}

@Suite("Owner-scoped bindings end with their owner, even on a box that never changes")
struct BoxOwnerSweepTests {
  @Test("10,000 owners bind(to:) and go: at most 16 of their listeners are still held")
  func bindToManyShortLivedOwners() {
    let box = Box("never changes")
    let (captures, tokens) = bindShortLivedOwners(10_000) { owner, capture in
      box.bind(to: owner) { _, _ in _ = capture }
    }
    #expect(captures.count <= 16)
    #expect(tokens.allSatisfy { !$0.isActive })
    #expect(box.value == "never changes")
  }

  @Test("10,000 owners observe(to:) and go: at most 16 of their listeners are still held")
  func observeToManyShortLivedOwners() {
    let box = Box(0)
    let (captures, _) = bindShortLivedOwners(10_000) { owner, capture in
      box.observe(to: owner) { _, _ in _ = capture }
    }
    #expect(captures.count <= 16)
  }

  @Test("through a read-only face too: at most 16 of the gone owners' listeners are held")
  func readOnlyFaceManyShortLivedOwners() {
    let box = Box(0)
    let face = box.readOnly
    let (bound, _) = bindShortLivedOwners(5_000) { owner, capture in
      face.bind(to: owner) { _, _ in _ = capture }
    }
    let (observed, _) = bindShortLivedOwners(5_000) { owner, capture in
      face.observe(to: owner) { _, _ in _ = capture }
    }
    #expect(bound.count + observed.count <= 16)
  }

  @Test("live owners and plain listeners keep their bindings through the sweeps")
  func liveBindingsSurvive() {
    let box = Box(0)
    let owners = (0..<100).map { _ in Owner() }
    var ownerCalls = 0
    var plainCalls = 0
    for owner in owners { box.observe(to: owner) { _, _ in ownerCalls += 1 } }
    for _ in 0..<100 { box.observe { _ in plainCalls += 1 } }
    let (captures, _) = bindShortLivedOwners(10_000) { owner, capture in
      box.observe(to: owner) { _, _ in _ = capture }
    }
    box.value = 1
    #expect(ownerCalls == 100)
    #expect(plainCalls == 100)
    #expect(captures.count == 0)
    withExtendedLifetime(owners) {}
  }

  @Test("the token of a binding whose owner has gone is inactive before the box changes")
  func tokenEndsWithItsOwner() {
    let box = Box(0)
    var owner: Owner? = Owner()
    let token = box.bind(to: owner!) { _, _ in }
    #expect(token.isActive)
    owner = nil
    #expect(!token.isActive)
  }
}
