import Dispatch

/// The timers that an ``AnswerRendezvous`` keeps its appointments by: real time on the main
/// queue, or simulated time that a test or the fuzzer moves on by hand.
///
/// ```swift
/// let time = SimulatedTime()
/// let rendezvous = AnswerRendezvous(variants: 3, latency: .milliseconds(5), clock: time.clock)
/// time.advance(by: .milliseconds(5))  // answers due by then are released
/// ```
public struct AnswerClock: Sendable {
  /// Runs an action on the main actor once `delay` has passed.
  public var schedule:
    @MainActor @Sendable (_ delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
      -> Void

  /// Creates a clock from its timer function.
  ///
  /// - Parameter schedule: Runs an action once a delay has passed.
  public init(
    schedule:
      @escaping @MainActor @Sendable (
        _ delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
      ) -> Void
  ) {
    self.schedule = schedule
  }

  /// Real time: the main queue's timers.
  public static let live = AnswerClock { delay, action in
    let components = delay.components
    let nanoseconds = components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
      MainActor.assumeIsolated { action() }
    }
  }
}

/// Time that stands still until it is moved on: the actions due by then run, in the order of
/// their due times (and of scheduling, for the same time).
@MainActor
public final class SimulatedTime {
  private struct Timer {
    var due: Duration
    var order: Int
    var action: @MainActor @Sendable () -> Void
  }
  /// The simulated time now.
  public private(set) var now: Duration = .zero
  private var timers: [Timer] = []
  private var scheduled = 0

  /// Creates time that starts at zero.
  public init() {}

  /// A clock that reads and schedules on this time.
  public var clock: AnswerClock {
    AnswerClock { [unowned self] delay, action in
      self.timers.append(Timer(due: self.now + delay, order: self.scheduled, action: action))
      self.scheduled += 1
    }
  }

  /// When the next action is due, if one is waiting.
  public var nextDue: Duration? { timers.map(\.due).min() }

  /// Moves time on to `instant`, running every action due by then; an action scheduled by
  /// another runs too if it is due in time.
  ///
  /// - Parameter instant: The time to move to; time never moves back.
  public func advance(to instant: Duration) {
    while let next = timers.indices.min(by: {
      (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order)
    }), timers[next].due <= instant {
      let timer = timers.remove(at: next)
      now = max(now, timer.due)
      timer.action()
    }
    now = max(now, instant)
  }

  /// Moves time on by `duration` (see ``advance(to:)``).
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    advance(to: now + duration)
  }
}
