import BoxBinding
import BoxBindingTestSupport
import Testing

@Suite("Listeners and tokens")
struct BoxListenerTests {
  @Test("bind calls the listener at once with the current value, then with each new value")
  func bindReplaysCurrentValue() {
    let box = Box("Loading...")
    let recorder = BoxRecorder(box)
    box.value = "Paris, France"
    #expect(recorder.values == ["Loading...", "Paris, France"])
    #expect(box.value == "Paris, France")
  }

  @Test("a second bind adds a listener instead of replacing the first, and both run in bind order")
  func manyListeners() {
    let box = Box(0)
    var log: [String] = []
    box.bind { log.append("first \($0)") }
    box.bind { log.append("second \($0)") }
    box.value = 1
    #expect(log == ["first 0", "second 0", "first 1", "second 1"])
  }

  @Test("observe does not fire at once, only on later values")
  func observeSkipsCurrentValue() {
    let box = Box(0)
    var seen: [Int] = []
    box.observe { seen.append($0) }
    #expect(seen.isEmpty)
    box.value = 1
    #expect(seen == [1])
  }

  @Test("cancelling a token ends that binding only")
  func cancelEndsOneBinding() {
    let box = Box(0)
    var first: [Int] = []
    let token = box.bind { first.append($0) }
    let others = BoxRecorder(box)
    box.value = 1
    token.cancel()
    box.value = 2
    #expect(first == [0, 1])
    #expect(others.values == [0, 1, 2])
    #expect(!token.isActive)
  }

  @Test("cancelling releases the listener and what it captured at once")
  func cancelReleasesCaptures() {
    final class Payload {}
    let box = Box(0)
    weak var weakPayload: Payload?
    let token: BindingToken
    do {
      let payload = Payload()
      weakPayload = payload
      token = box.observe { _ in _ = payload }
    }
    #expect(weakPayload != nil)
    token.cancel()
    #expect(weakPayload == nil)
  }

  @Test("cancelling twice, or after the box is gone, does nothing")
  func cancelIsIdempotent() {
    var box: Box<Int>? = Box(0)
    let token = box!.bind { _ in }
    let other = box!.bind { _ in }
    token.cancel()
    token.cancel()
    #expect(other.isActive)
    box = nil
    #expect(!other.isActive)
    other.cancel()
  }

  @Test("observe(to:) does not fire at once and stops with its owner")
  func observeToOwner() {
    final class Owner { var seen: [Int] = [] }
    final class Capture {}
    let box = Box(0)
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    var capture: Capture? = Capture()
    weak let weakCapture = capture
    let token = box.observe(to: owner!) { [capture] owner, value in
      _ = capture
      owner.seen.append(value)
    }
    capture = nil
    #expect(owner?.seen == [])
    box.value = 1
    #expect(owner?.seen == [1])
    owner = nil
    #expect(weakOwner == nil)
    box.value = 2
    // The next notification after the owner went ended the binding and let go of the listener.
    #expect(!token.isActive)
    #expect(weakCapture == nil)
  }

  @Test("the recorder records from the current value on and does not keep the box alive")
  func recorderDoesNotRetainBox() {
    weak var weakBox: Box<Int>?
    let recorder: BoxRecorder<Int>
    do {
      let box = Box(7)
      weakBox = box
      recorder = BoxRecorder(box)
      box.value = 8
    }
    #expect(weakBox == nil)
    #expect(recorder.values == [7, 8])
    #expect(recorder.lastValue == 8)
  }
}
