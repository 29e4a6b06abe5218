import BoxBinding
import BoxBindingTestSupport
import Testing

/// Runs a closure when deallocated.
private final class OnDeinit {
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
  deinit { action() }
}

@Suite("Teardown: code that runs while a box goes away")
struct BoxTeardownOrderTests {
  @Test("a value whose deinit cancels a token of its own box does not crash the box's deinit")
  func valueCancelsOwnToken() {
    weak var weakBox: Box<CancelsOnDeinit?>?
    weak var weakHolder: CancelsOnDeinit?
    var calls = 0
    do {
      let holder = CancelsOnDeinit()
      weakHolder = holder
      let box = Box<CancelsOnDeinit?>(holder)
      weakBox = box
      holder.token = box.bind { _ in calls += 1 }
      _ = consume holder
    }
    #expect(weakBox == nil)
    #expect(weakHolder == nil)
    #expect(calls == 1)
  }

  @Test("a listener's capture whose deinit cancels a token of the same box does not crash")
  func captureCancelsOwnToken() {
    weak var weakBox: Box<Int>?
    weak var weakCapture: CancelsOnDeinit?
    var calls = 0
    do {
      let box = Box(0)
      weakBox = box
      let capture = CancelsOnDeinit()
      weakCapture = capture
      capture.token = box.bind { _ in
        _ = capture
        calls += 1
      }
      box.value = 1
    }
    #expect(weakBox == nil)
    #expect(weakCapture == nil)
    #expect(calls == 2)
  }

  @Test("an owner-scoped listener's capture that cancels its token as the box goes is safe")
  func scopedCaptureCancelsOwnToken() {
    final class Owner {}
    let owner = Owner()
    weak var weakCapture: CancelsOnDeinit?
    do {
      let box = Box("a")
      let capture = CancelsOnDeinit()
      weakCapture = capture
      capture.token = box.bind(to: owner) { _, _ in _ = capture }
    }
    #expect(weakCapture == nil)
  }

  @Test("code that sets the box or binds to it while the box goes finds it gone, calls nobody")
  func setAndBindWhileTheBoxGoes() {
    weak var weakBox: Box<OnDeinit?>?
    var calls: [String] = []
    var tokens: [BindingToken?] = []
    do {
      let box = Box<OnDeinit?>(nil)
      weakBox = box
      // The box is reached the only way that stays valid while it goes: weakly.
      let reachBox = {
        weakBox?.value = nil
        weakBox?.send(nil)
        tokens.append(weakBox?.bind { _ in calls.append("bound late") })
      }
      box.value = OnDeinit(reachBox)
      box.observe { [capture = OnDeinit(reachBox)] _ in
        _ = capture
        calls.append("listener")
      }
    }
    #expect(weakBox == nil)
    #expect(calls.isEmpty)
    #expect(tokens.count == 2)
    #expect(tokens.allSatisfy { $0 == nil })
  }

  @Test("a listener that lets go of the last reference to its box mid-round finishes the round")
  func boxReleasedDuringItsOwnRound() {
    var box: Box<Int>? = Box(0)
    weak let weakBox = box
    var seen: [String] = []
    box?.observe { value in
      seen.append("first \(value)")
      box = nil
    }
    box?.observe { seen.append("second \($0)") }
    box?.value = 1
    #expect(seen == ["first 1", "second 1"])
    #expect(weakBox == nil)
  }

  @Test("a replaced value whose deinit reads and sets its box goes after the round, in order")
  func replacedValueUsesItsBox() {
    let box = Box<OnDeinit?>(nil)
    var seen: [String] = []
    box.observe { seen.append($0 == nil ? "nil" : "value") }
    var readInDeinit: String?
    box.value = OnDeinit { [unowned box] in
      readInDeinit = box.value == nil ? "nil" : "value"
      box.value = nil
    }
    box.value = OnDeinit {}
    #expect(seen == ["value", "value", "nil"])
    #expect(readInDeinit == "value")
    #expect(box.value == nil)
  }
}
