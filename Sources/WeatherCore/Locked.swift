import Foundation

/// A value behind a lock: the one lock type of the package, for state that threads share (a
/// live request's outcome, the count of service calls in flight, a test server's connections).
///
/// The value is `Sendable` because `Locked` is: one thread can put something into the value and
/// another take it out, and what `withLock` hands out is used after the lock is released, so it
/// must be safe to share on its own.
///
/// It is an `NSLock`, not the Synchronization module's `Mutex`: on Linux a contended `Mutex`
/// waits on a futex that ThreadSanitizer cannot see, so correct code guarded by it is reported
/// as a data race (docs/security.md, "Sanitizers").
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only read or written inside `withLock`, which holds `lock`, and it is
  // `Sendable`, so what `withLock` hands out may cross threads.
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
