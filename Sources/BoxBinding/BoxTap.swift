/// An instrumentation point: a tool that wants to see what some boxes do (a profiler, a display
/// of the binding work per update) makes a tap, and every box created while the tap watches
/// reports to it.
///
/// A tap watches only what runs inside its ``watch(_:)``: the boxes created there, and in the
/// tasks started there, which inherit the tap as they inherit any task-local value. A box
/// created elsewhere, on another thread at the same moment say, does not report to it, so two
/// tools, or two sessions of one tool, each hear only their own boxes.
///
/// A box keeps the taps that watched its creation. It reports every set of its value
/// (``Event/set``), before the duplicate check, so a skipped set is reported too, and every
/// call of a listener for a set (``Event/call``), but not the call that `bind` makes at once
/// with the current value. Each report names the box, so a tool can tell boxes apart. A box
/// created while no tap watches only finds, on each set and each listener call, that it has
/// none.
///
/// A box reports synchronously, in its own isolation, so the closure must be safe to call
/// from anywhere.
///
/// ```swift
/// let tap = BoxTap { event, box in print(event, box) }
/// let name = tap.watch { Box("Loading…") }
/// name.value = "Loading…"  // skipped as a duplicate, and still reported: set
/// ```
public final class BoxTap: Sendable {
  /// What a box reports.
  public enum Event: Sendable {
    /// A set of the box's value, a skipped duplicate included.
    case set
    /// A call of one of the box's listeners for a set, reported before the call.
    case call
  }

  /// Hears every report of every box that keeps this tap.
  @usableFromInline let hear: @Sendable (Event, ObjectIdentifier) -> Void

  /// Creates a tap; it hears nothing until it watches.
  ///
  /// - Parameter hear: Called with each event and the identity of the box it happened to.
  ///
  /// ```swift
  /// let tap = BoxTap { event, _ in if event == .call { print("a listener runs") } }
  /// ```
  public init(_ hear: @escaping @Sendable (Event, ObjectIdentifier) -> Void) { self.hear = hear }

  /// Runs `body` with this tap watching: every box created while it runs, or in a task that
  /// it starts, reports to the tap as long as the box lives, and to any other tap watching
  /// around it. A tap that watches already watches on, and a box reports to it once.
  ///
  /// - Parameter body: The code whose boxes the tap hears.
  /// - Returns: What `body` returns.
  ///
  /// ```swift
  /// let viewModel = tap.watch { WeatherViewModel(environment: environment) }
  /// ```
  public func watch<Result>(_ body: () throws -> Result) rethrows -> Result {
    let around = Self.watching.get()
    if around.contains(where: { $0 === self }) { return try body() }
    return try Self.watching.withValue(around + [self], operation: body)
  }

  /// The taps that a box created now reports to: a task-local value, so that a tap holds only
  /// for the code inside its `watch(_:)`, and for the tasks that code starts.
  @usableFromInline static let watching = TaskLocal<[BoxTap]>(wrappedValue: [])
}
