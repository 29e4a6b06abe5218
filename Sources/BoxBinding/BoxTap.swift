import Foundation

/// An instrumentation point: a tool that wants to see what boxes do (a profiler, a display of
/// the binding work per update) installs a tap, and every box created afterwards reports to it.
///
/// A box keeps the taps that were installed when it was created. It reports every set of its
/// value (``Event/set``), before the duplicate check, so a skipped set is reported too, and
/// every call of a listener for a set (``Event/call``), but not the call that `bind` makes at
/// once with the current value. Each report names the box, so a tool can tell boxes apart. A
/// box created while no tap is installed only finds, on each set and each listener call, that
/// it has none.
///
/// A box reports synchronously, in its own isolation, so the closure must be safe to call
/// from anywhere.
///
/// ```swift
/// BoxTap { event, box in print(event, box) }.install()
/// let name = Box("Loading…")
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

  /// Creates a tap; it hears nothing until it is installed.
  ///
  /// - Parameter hear: Called with each event and the identity of the box it happened to.
  ///
  /// ```swift
  /// let tap = BoxTap { event, _ in if event == .call { print("a listener runs") } }
  /// ```
  public init(_ hear: @escaping @Sendable (Event, ObjectIdentifier) -> Void) { self.hear = hear }

  /// Makes every box created from now on report to this tap, as well as to any other tap
  /// installed. Boxes created earlier are not watched.
  ///
  /// ```swift
  /// tap.install()
  /// ```
  public func install() { Self.lock.withLock { Self.installed.append(self) } }

  /// Stops watching the boxes created from now on; boxes created while the tap was installed
  /// keep reporting to it as long as they live.
  ///
  /// ```swift
  /// tap.uninstall()
  /// ```
  public func uninstall() { Self.lock.withLock { Self.installed.removeAll { $0 === self } } }

  /// The taps that a box created now reports to.
  @usableFromInline static var forNewBox: [BoxTap] { lock.withLock { installed } }

  // Boxes are created in any isolation, so the list is read and changed under the lock, and
  // read only when a box is created: a box then holds its own copy, which it reads without one.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed: [BoxTap] = []
}
