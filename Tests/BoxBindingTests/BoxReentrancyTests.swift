import BoxBinding
import BoxBindingTestSupport
import Testing

@Suite("Re-entrancy: listeners that set, bind or cancel during a notification")
struct BoxReentrancyTests {
  @Test("a set during a notification is delivered after the round, to everyone, in order")
  func setDuringNotificationIsQueued() {
    let box = Box(0)
    var log: [String] = []
    var seenByReader: [Int] = []
    box.observe { [unowned box] value in
      log.append("A\(value)")
      if value == 1 { box.value = 2 }
    }
    box.observe { [unowned box] value in
      log.append("B\(value)")
      seenByReader.append(box.value)
    }
    box.observe { log.append("C\($0)") }

    box.value = 1

    // Round 1 completes before round 2 starts: nobody sees 2 before everybody saw 1.
    #expect(log == ["A1", "B1", "C1", "A2", "B2", "C2"])
    // The queued value is readable at once, even while 1 is being announced.
    #expect(seenByReader == [2, 2])
  }

  @Test("a listener that keeps setting sees every value once, in order, without nesting")
  func chainOfSetsDoesNotNest() {
    let box = Box(0)
    var depth = 0
    var deepest = 0
    let recorder = BoxRecorder(box)
    box.observe { [unowned box] value in
      depth += 1
      deepest = max(deepest, depth)
      if value < 5 { box.value = value + 1 }
      depth -= 1
    }
    box.value = 1
    #expect(recorder.values == [0, 1, 2, 3, 4, 5])
    #expect(deepest == 1)
  }

  @Test("two listeners setting during one round are delivered in the order they set")
  func queuedValuesKeepTheirOrder() {
    let box = Box("start", skipsDuplicates: false)
    box.observe { [unowned box] in if $0 == "go" { box.value = "from A" } }
    box.observe { [unowned box] in if $0 == "go" { box.value = "from B" } }
    let recorder = BoxRecorder(box)
    box.value = "go"
    #expect(recorder.values == ["start", "go", "from A", "from B"])
    #expect(box.value == "from B")
  }

  @Test("a listener bound during a notification gets the latest value once, then later values")
  func bindDuringNotification() {
    let box = Box(0)
    var late: [Int] = []
    box.observe { [unowned box] value in
      guard value == 1 else { return }
      box.value = 2
      box.bind { late.append($0) }
    }
    box.value = 1
    box.value = 3
    // Not 1 (the round in progress) and not 2 twice (bound after 2 was set).
    #expect(late == [2, 3])
  }

  @Test("a binding cancelled during a round is not called later in that round")
  func cancelDuringNotification() {
    let box = Box(0)
    var victim: BindingToken?
    box.observe { if $0 == 1 { victim?.cancel() } }
    var victimSeen: [Int] = []
    victim = box.bind { victimSeen.append($0) }
    let bystander = BoxRecorder(box)
    box.value = 1
    box.value = 2
    #expect(victimSeen == [0])
    #expect(bystander.values == [0, 1, 2])
  }

  @Test("a listener can cancel itself")
  func cancelSelf() {
    let box = Box(0)
    var seen: [Int] = []
    var token: BindingToken?
    token = box.observe { value in
      seen.append(value)
      token?.cancel()
    }
    box.value = 1
    box.value = 2
    #expect(seen == [1])
    #expect(token?.isActive == false)
  }

  @Test("a set made in bind's first call is queued and reaches every listener after it")
  func setDuringInitialCall() {
    let box = Box("Loading...")
    let earlier = BoxRecorder(box)
    var log: [String] = []
    box.bind { [unowned box] value in
      log.append("enter \(value)")
      if value == "Loading..." { box.value = "Paris" }
      log.append("leave \(value)")
    }
    #expect(log == ["enter Loading...", "leave Loading...", "enter Paris", "leave Paris"])
    #expect(earlier.values == ["Loading...", "Paris"])
  }

  @Test("an owner freed by an earlier listener in the round is not called")
  func ownerFreedDuringNotification() {
    final class Owner {}
    let box = Box(0)
    var owner: Owner? = Owner()
    var ownerCalls: [Int] = []
    box.observe { if $0 == 1 { owner = nil } }
    box.bind(to: owner!) { _, value in ownerCalls.append(value) }
    box.value = 1
    #expect(owner == nil)
    #expect(ownerCalls == [0])
  }
}
