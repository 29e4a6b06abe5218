import Dispatch

/// Decides when a pass of the display cycle runs: when a dirty screen is updated and drawn.
///
/// UIKit updates and draws a dirty view once, at the end of the run loop's turn, however many
/// of its labels or tracked properties changed. ``DisplayScheduler/mainQueue`` does the same:
/// the first change in a turn queues one pass behind the work already queued on the main
/// queue, and later changes in that turn ride along. Two controllers that set the same labels in a different order
/// therefore draw the same frames.
///
/// ```swift
/// let view = WeatherView(scheduler: .mainQueue)
/// ```
public struct DisplayScheduler: Sendable {
  /// Arranges for `draw`, a pass of the display cycle, to run later on the main actor.
  public var schedule:
    @MainActor @Sendable (_ draw: @escaping @MainActor @Sendable () -> Void) -> Void

  /// Creates a scheduler from its scheduling function.
  ///
  /// - Parameter schedule: Arranges for a pass to run later on the main actor.
  public init(
    schedule:
      @escaping @MainActor @Sendable (_ draw: @escaping @MainActor @Sendable () -> Void) ->
      Void
  ) {
    self.schedule = schedule
  }

  /// Draws at the next turn of the main queue, after the work that is already queued.
  public static let mainQueue = DisplayScheduler { draw in
    DispatchQueue.main.async { MainActor.assumeIsolated { draw() } }
  }

  /// Never draws by itself: the owner calls ``ScreenView/displayIfNeeded()`` when it wants
  /// a frame (benchmarks, and tests that step the display cycle by hand).
  public static let manual = DisplayScheduler { _ in }
}
