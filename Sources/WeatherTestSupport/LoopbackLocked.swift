import Foundation

/// A value behind a lock, for state that the test helpers' threads share (the loopback server,
/// the plain-mode process reader).
///
/// `Mutex` from the Synchronization module would do, but it needs macOS 15 on Apple platforms;
/// an `NSLock` works everywhere this package builds.
final class LoopbackLocked<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
