import BoxBinding
import Foundation
import Testing

/// The events a tap heard, kept under a lock: boxes report from any thread.
private final class TapLog: @unchecked Sendable {
  // @unchecked: `heard` is only read or changed while `lock` is held.
  private let lock = NSLock()
  private var heard: [(BoxTap.Event, ObjectIdentifier)] = []

  func record(_ event: BoxTap.Event, _ box: ObjectIdentifier) {
    lock.withLock { heard.append((event, box)) }
  }

  /// Everything the tap heard, in order. Only the boxes created while it watched report to
  /// it, so the boxes of tests that run meanwhile are not among them.
  var events: [BoxTap.Event] { lock.withLock { heard.map(\.0) } }

  /// What the tap heard from `box`, in order.
  func events(of box: AnyObject) -> [BoxTap.Event] {
    lock.withLock { heard.filter { $0.1 == ObjectIdentifier(box) }.map(\.0) }
  }
}

@Suite("BoxTap: what boxes report to a tool that watches them")
struct BoxTapTests {
  @Test("a box reports every set, a skipped duplicate too, and each listener call for a set")
  func reportsSetsAndCalls() {
    let log = TapLog()
    let box = BoxTap(log.record).watch { Box("a") }
    box.bind { _ in }
    box.observe { _ in }
    box.value = "a"
    box.value = "b"
    #expect(log.events(of: box) == [.set, .set, .call, .call])
    #expect(log.events.count == 4)
  }

  @Test("a box created before the tap watched, or after, reports nothing")
  func onlyBoxesCreatedWhileWatching() {
    let log = TapLog()
    let tap = BoxTap(log.record)
    let before = Box(0)
    tap.watch {}
    let after = Box(0)
    for box in [before, after] {
      box.observe { _ in }
      box.value = 1
    }
    #expect(log.events.isEmpty)
  }

  @Test("a box created on another thread while the tap watches here reports nothing")
  func otherThreadsAreNotWatched() {
    let log = TapLog()
    let made = DispatchSemaphore(value: 0)
    let waited = BoxTap(log.record).watch {
      Thread {
        let box = Box(0, skipsDuplicates: false)
        box.value = 0
        made.signal()
      }.start()
      return made.wait(timeout: .now() + 60)
    }
    #expect(waited == .success, "the other thread made and set its box within a minute")
    #expect(log.events.isEmpty)
  }

  @Test("a box created in a task that the watched code starts reports to the tap")
  func tasksInheritTheTap() async {
    let log = TapLog()
    let task = BoxTap(log.record).watch {
      Task {
        let box = Box(0, skipsDuplicates: false)
        box.value = 0
      }
    }
    await task.value
    #expect(log.events == [.set])
  }

  @Test("two taps watching together both hear a box, and a tap that watches twice hears it once")
  func tapsAddUp() {
    let first = TapLog()
    let second = TapLog()
    let firstTap = BoxTap(first.record)
    let box = firstTap.watch {
      BoxTap(second.record).watch { firstTap.watch { Box(0, skipsDuplicates: false) } }
    }
    box.value = 0
    #expect(first.events == [.set])
    #expect(second.events == [.set])
  }
}
