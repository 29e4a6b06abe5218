import BoxBinding
import Foundation
import Testing

/// The events a tap heard from one box, kept under a lock: boxes report from any thread.
private final class TapLog: @unchecked Sendable {
  // @unchecked: `events` is only read or changed while `lock` is held.
  private let lock = NSLock()
  private var events: [(BoxTap.Event, ObjectIdentifier)] = []

  func record(_ event: BoxTap.Event, _ box: ObjectIdentifier) {
    lock.withLock { events.append((event, box)) }
  }

  /// What the tap heard from `box`, in order. Tests run in parallel, so boxes of other tests
  /// created while the tap is installed report to it too; only the box's own count.
  func events(of box: AnyObject) -> [BoxTap.Event] {
    lock.withLock { events.filter { $0.1 == ObjectIdentifier(box) }.map(\.0) }
  }
}

@Suite("BoxTap: what boxes report to a tool that watches them")
struct BoxTapTests {
  @Test("a box reports every set, a skipped duplicate too, and each listener call for a set")
  func reportsSetsAndCalls() {
    let log = TapLog()
    let tap = BoxTap(log.record)
    tap.install()
    let box = Box("a")
    tap.uninstall()
    box.bind { _ in }
    box.observe { _ in }
    box.value = "a"
    box.value = "b"
    #expect(log.events(of: box) == [.set, .set, .call, .call])
  }

  @Test("a box created before the tap was installed, or after it was removed, reports nothing")
  func onlyBoxesCreatedWhileInstalled() {
    let log = TapLog()
    let tap = BoxTap(log.record)
    let before = Box(0)
    tap.install()
    tap.uninstall()
    let after = Box(0)
    for box in [before, after] {
      box.observe { _ in }
      box.value = 1
    }
    #expect(log.events(of: before).isEmpty)
    #expect(log.events(of: after).isEmpty)
  }

  @Test("two taps installed together both hear a box")
  func tapsAddUp() {
    let first = TapLog()
    let second = TapLog()
    let taps = [BoxTap(first.record), BoxTap(second.record)]
    for tap in taps { tap.install() }
    let box = Box(0, skipsDuplicates: false)
    for tap in taps { tap.uninstall() }
    box.value = 0
    #expect(first.events(of: box) == [.set])
    #expect(second.events(of: box) == [.set])
  }
}
