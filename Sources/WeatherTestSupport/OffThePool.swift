import Foundation

/// Runs a blocking wait on a thread of its own, and returns what it returns.
///
/// Swift runs tasks on a pool as wide as the machine has cores: two threads on a two-core
/// machine, one under `taskset -c 0`. A test that blocked a pool thread while it waited for a
/// child process, a terminal or a server would keep every other test off that thread, and
/// with it any task that the wait depends on. Two such waits on a two-core machine stall the
/// whole run, and a test with a time limit then fails for no fault of its own. Every wait in
/// this target that can last as long as a program or a client is therefore reached through
/// here from async code. Only `LoopbackHTTPServer.stop()` waits on its caller's thread, for
/// server threads that its wake pipe ends at once.
///
/// ```swift
/// let exited = try await offThePool { semaphore.wait(timeout: .now() + 60) == .success }
/// ```
///
/// - Parameter wait: The blocking work; it must have a deadline of its own, since nothing
///   here can interrupt it.
/// - Returns: What `wait` returned.
/// - Throws: What `wait` threw.
public func offThePool<Result: Sendable>(
  _ wait: @escaping @Sendable () throws -> Result
) async throws -> Result {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Swift.Result { try wait() }) }
  }
}
