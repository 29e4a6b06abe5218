import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the server's threads share: the sockets, the state and the route. The threads hold
/// this, never the `LoopbackHTTPServer`, so the server's `deinit` can stop them.
///
/// Every blocking call of a server thread is a `poll` that also watches the read end of the
/// `wake` pipe. `stop()` writes one byte to it and never reads it, so the pipe stays readable
/// and wakes every thread, now and later, on every platform (a `shutdown` of a listening socket
/// wakes `accept` on Linux only).
final class LoopbackServerCore: Sendable {
  let listener: Int32
  let wake: (read: Int32, write: Int32)
  let respond: @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?
  let state = Locked(LoopbackServerState())
  let threads = DispatchGroup()

  init(
    listener: Int32, wake: (read: Int32, write: Int32),
    respond: @escaping @Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?
  ) {
    self.listener = listener
    self.wake = wake
    self.respond = respond
    _ = fcntl(wake.read, F_SETFD, FD_CLOEXEC)
    _ = fcntl(wake.write, F_SETFD, FD_CLOEXEC)
  }

  func startAccepting() {
    threads.enter()
    let thread = Thread { [self] in
      acceptLoop()
      threads.leave()
    }
    thread.name = "LoopbackHTTPServer.accept"
    thread.start()
  }

  @discardableResult
  func stop(within seconds: Double) -> Bool {
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      Self.signal(wake.write)
      // Under the lock: a connection thread removes its descriptor and closes it under the
      // same lock, so every number shut down here is still that connection's.
      for connection in state.connections {
        _ = shutdown(connection, Int32(SHUT_RDWR))
      }
      state.changed()
    }
    // Every thread polls the wake pipe, so this wait is short; the deadline only keeps a bug
    // here from hanging the test run.
    guard threads.wait(timeout: .now() + seconds) == .success else {
      FileHandle.standardError.write(
        Data("LoopbackHTTPServer: threads still running \(seconds) s after stop\n".utf8))
      return false
    }
    let closing = state.withLock { state in
      defer { state.closed = true }
      return !state.closed
    }
    if closing {
      close(listener)
      close(wake.read)
      close(wake.write)
    }
    return true
  }

  /// Waits until `check` returns a value, calling it under the lock at every change of state.
  @discardableResult
  func wait<Result>(
    until awaited: String, within seconds: Double,
    _ check: (inout LoopbackServerState) -> Result?
  ) throws -> Result {
    let deadline = DispatchTime.now() + seconds
    while true {
      let signal = DispatchSemaphore(value: 0)
      let outcome = state.withLock { state -> Result? in
        if let result = check(&state) { return result }
        state.waiters.append(signal)
        return nil
      }
      if let outcome { return outcome }
      if signal.wait(timeout: deadline) == .timedOut {
        let (requests, held) = state.withLock { state in
          (
            state.requests.map { "\($0.method) \($0.path)?\($0.rawQuery)" },
            state.holds.filter { !$0.released }.map(\.key)
          )
        }
        throw LoopbackHTTPServer.WaitError(
          description: "No \(awaited) within \(seconds) s. Requests received: \(requests); "
            + "answers held: \(held)")
      }
    }
  }
}
