import Foundation

/// A value behind a lock: the one lock type of the package, for state that threads share (a
/// live request's outcome, the count of service calls in flight, a test server's connections).
///
/// It is an `NSLock`, not the Synchronization module's `Mutex`, for two reasons: `Mutex` needs
/// macOS 15, and on Linux a contended `Mutex` waits on a futex that ThreadSanitizer cannot see,
/// so correct code guarded by it is reported as a data race (docs/security.md, "Sanitizers").
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
public final class Locked<Value>: @unchecked Sendable {
  // @unchecked: `value` is only read or written inside `withLock`, which holds `lock`.
  private let lock = NSLock()
  private var value: Value

  /// Creates the lock around a first value.
  ///
  /// - Parameter value: The value to guard.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock, and returns what `body` returns.
  ///
  /// `body` must not call `withLock` on the same instance: the lock is not recursive.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: The result of `body`.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
