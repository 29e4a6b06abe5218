import Foundation

/// The server's mutable state, only touched under its lock.
struct LoopbackServerState {
  /// One answer held under a key.
  struct Hold {
    var key: String
    /// The write end of the pipe that its connection thread polls; nil once the thread has
    /// stopped waiting (answered, or the client left).
    var wake: Int32?
    var released = false
  }

  var stopped = false
  /// Whether `stop` has closed the listener and the wake pipe.
  var closed = false
  var connections: Set<Int32> = []
  var requests: [LoopbackHTTPServer.Request] = []
  var holds: [Hold] = []
  /// Waits for a change of state (``LoopbackHTTPServer/release(_:within:)`` and friends).
  var waiters: [DispatchSemaphore] = []

  mutating func changed() {
    for waiter in waiters { waiter.signal() }
    waiters.removeAll()
  }
}
