import BoxBinding

/// The one way in to side by side's variants: events run one at a time, in the order they
/// came, each once the one before it has settled.
///
/// Each variant reacts to an event in jobs of its own on the main queue, and draws in a pass of
/// its own. Another event that came between two of those jobs would meet one variant before it
/// drew and another after, and their frames would part by accident of timing.
///
/// ```swift
/// let gate = EventGate(tap: counters.tap) { await settleEveryVariant() }
/// gate.post { enterEverywhere("Paris") }
/// ```
@MainActor
final class EventGate {
  /// The events not yet run, oldest first, each with whoever waits for it to settle.
  private var events: [(run: @MainActor () -> Void, done: CheckedContinuation<Void, Never>?)] =
    []
  private let settle: @MainActor () async -> Void
  private let tap: BoxTap

  /// Whether an event is running or waiting to run.
  private(set) var isBusy = false

  /// - Parameters:
  ///   - tap: Watches every event: the boxes that an event creates, or the tasks it starts,
  ///     report to it.
  ///   - settle: Returns once every variant has settled from what an event started.
  init(tap: BoxTap, settle: @escaping @MainActor () async -> Void) {
    self.tap = tap
    self.settle = settle
  }

  /// Queues an event, and runs the queue unless it is running.
  ///
  /// - Parameters:
  ///   - event: What reaches the variants.
  ///   - done: Resumed once the event has settled in every variant.
  func post(
    _ event: @escaping @MainActor () -> Void, done: CheckedContinuation<Void, Never>? = nil
  ) {
    events.append((event, done))
    guard !isBusy else { return }
    isBusy = true
    Task { await runEvents() }
  }

  private func runEvents() async {
    while !events.isEmpty {
      let event = events.removeFirst()
      tap.watch(event.run)
      await settle()
      event.done?.resume()
    }
    isBusy = false
  }
}
