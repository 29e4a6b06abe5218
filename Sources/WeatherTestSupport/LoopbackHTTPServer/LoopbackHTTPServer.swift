import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small, real HTTP/1.1 server on 127.0.0.1 that live-client tests start themselves.
///
/// It listens on an ephemeral port of the loopback address only, answers each path with a
/// scripted ``LoopbackHTTPServer/Response``, and records every request so that a test can
/// check what the client really sent (method, path, and the query as it crossed the wire).
/// Every connection gets `Connection: close`, so there is no keep-alive state to reason about.
///
/// An answer can be held under a key (``Response/held(as:)``) until the test calls
/// ``release(_:within:)``, so that the test decides the order in which answers arrive.
///
/// The server runs until ``stop()``, or until the last reference to it goes: its threads
/// hold only its sockets and state, never the server itself, so a test that forgets `stop()`
/// leaks no thread.
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: ["/v1/search": .json(#"{"results": []}"#)])
/// defer { server.stop() }
/// let url = server.baseURL  // http://127.0.0.1:<port>
/// ```
public final class LoopbackHTTPServer: Sendable {
  /// The port that the server listens on, chosen by the system.
  public let port: UInt16
  /// `http://127.0.0.1:<port>`, to pass as a client's base URL.
  public let baseURL: URL

  private let core: LoopbackServerCore

  /// Starts a server on 127.0.0.1 with an ephemeral port.
  ///
  /// Paths without a route answer 404.
  ///
  /// - Parameter routes: The answer for each path, such as `"/v2.0/current"`.
  /// - Throws: ``StartError`` when a socket call fails.
  public convenience init(routes: [String: Response]) throws {
    try self.init { request in routes[request.path] }
  }

  /// Starts a server on 127.0.0.1 with an ephemeral port that asks `respond` for each answer,
  /// so that the answer can depend on the query or on earlier requests.
  ///
  /// ```swift
  /// let server = try LoopbackHTTPServer { request in
  ///   request.query("latitude") == "48.85" ? Response(status: 503) : .json(forecast)
  /// }
  /// ```
  ///
  /// - Parameter respond: The answer to a request, or `nil` for 404. It runs on the server's
  ///   connection threads.
  /// - Throws: ``StartError`` when a socket call fails.
  public init(respond: @escaping @Sendable (Request) -> Response?) throws {
    let (fd, port) = try Self.bindLoopback()
    guard listen(fd, 16) == 0, LoopbackServerCore.setNonBlocking(fd) else {
      let code = errno
      close(fd)
      throw StartError(call: "listen", errno: code)
    }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else {
      let code = errno
      close(fd)
      throw StartError(call: "pipe", errno: code)
    }
    self.port = port
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    core = LoopbackServerCore(
      listener: fd, wake: (pipeEnds[0], pipeEnds[1]), respond: respond)
    core.startAccepting()
  }

  deinit {
    core.stop(within: 60)
  }

  /// Every request received so far, oldest first.
  public var requests: [Request] {
    core.state.withLock { $0.requests }
  }

  /// The keys of the held answers not released yet, oldest first, whether or not their
  /// clients are still connected.
  public var held: [String] {
    core.state.withLock { state in state.holds.filter { !$0.released }.map(\.key) }
  }

  /// Waits until the server has received `count` requests in all.
  ///
  /// Like every wait here, it blocks a thread of its own (see ``offThePool(_:)``), never one
  /// of the task pool's, so the client that the wait depends on can still run.
  ///
  /// - Parameters:
  ///   - count: How many requests to wait for.
  ///   - seconds: The deadline, a guard against a hang and not a measurement.
  /// - Throws: ``WaitError`` naming the requests received when the deadline passes.
  public func waitForRequests(_ count: Int, within seconds: Double = 60) async throws {
    let core = core
    try await offThePool {
      _ = try core.wait(until: "\(count) requests", within: seconds) { state in
        state.requests.count >= count ? true : nil
      }
    }
  }

  /// Waits until a request whose answer is held under `key` has arrived, and is not released.
  ///
  /// - Parameters:
  ///   - key: The key that the route gave with ``Response/held(as:)``.
  ///   - seconds: The deadline, a guard against a hang and not a measurement.
  /// - Throws: ``WaitError`` naming the keys held instead when the deadline passes.
  public func waitForHeld(_ key: String, within seconds: Double = 60) async throws {
    let core = core
    try await offThePool {
      _ = try core.wait(until: "a request held as '\(key)'", within: seconds) { state in
        state.holds.contains { $0.key == key && !$0.released } ? true : nil
      }
    }
  }

  /// Lets the oldest answer held under `key` go, waiting first for its request to arrive.
  ///
  /// - Parameters:
  ///   - key: The key that the route gave with ``Response/held(as:)``.
  ///   - seconds: The deadline for the request to arrive, a guard against a hang.
  /// - Returns: true when the answer was sent on its way; false when its client had already
  ///   hung up (a cancelled request), so there was no one to answer.
  /// - Throws: ``WaitError`` naming the keys held instead when the deadline passes.
  @discardableResult
  public func release(_ key: String, within seconds: Double = 60) async throws -> Bool {
    let core = core
    return try await offThePool {
      try core.wait(until: "a request held as '\(key)'", within: seconds) { state in
        guard let index = state.holds.firstIndex(where: { $0.key == key && !$0.released })
        else { return nil }
        state.holds[index].released = true
        guard let wake = state.holds[index].wake else { return false }
        LoopbackServerCore.signal(wake)
        return true
      }
    }
  }

  /// Stops accepting, drops open connections (waking any silent, delayed or held answer),
  /// waits for every server thread to finish and closes the sockets. Calling it again only
  /// waits again; the server also stops when its last reference goes.
  ///
  /// - Parameter seconds: How long to wait for the threads: a guard against a hang, not a
  ///   measurement. Threads still running then keep the sockets open.
  /// - Returns: true when every server thread has ended.
  @discardableResult
  public func stop(within seconds: Double = 60) -> Bool {
    core.stop(within: seconds)
  }

  /// Runs `body` with the base URL of a loopback port that refuses every connection.
  ///
  /// The port stays bound, without listening, until `body` returns: a client that connects
  /// gets "connection refused", and no other socket, this process's servers included, can
  /// take the port meanwhile, because it is bound without `SO_REUSEADDR`.
  ///
  /// - Parameter body: The test's use of the port, given `http://127.0.0.1:<port>`.
  /// - Returns: What `body` returns.
  /// - Throws: ``StartError`` when a socket call fails, or what `body` throws.
  @discardableResult
  public static func withRefusingPort<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
  ) async throws -> T {
    let port = try RefusingPort()
    defer { port.close() }
    return try await body(port.url)
  }

  static func bindLoopback(reusingAddress: Bool = true) throws -> (Int32, UInt16) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw StartError(call: "socket", errno: errno) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    var yes: Int32 = 1
    if reusingAddress {
      _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    }
    #if canImport(Darwin)
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    // 127.0.0.1 only: the tests must never open a port that other machines can reach.
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(fd)
      throw StartError(call: "bind", errno: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      close(fd)
      throw StartError(call: "getsockname", errno: code)
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }
}
