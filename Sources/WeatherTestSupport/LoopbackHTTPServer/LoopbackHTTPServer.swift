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
  /// One scripted answer.
  public struct Response: Sendable, Hashable {
    /// The HTTP status code, such as 200 or 503.
    public var status: Int
    /// Extra headers, in order; `Content-Length` and `Connection` are always added.
    public var headers: [Header]
    /// The body bytes, sent as they are.
    public var body: Data
    /// How long to wait before answering; zero answers at once.
    public var delay: TimeInterval
    /// When true the server accepts and reads the request but never answers.
    public var neverAnswers: Bool
    /// When set, the answer waits until ``LoopbackHTTPServer/release(_:within:)`` names this
    /// key, the client hangs up, or the server stops.
    public var heldAs: String?

    /// Creates a scripted answer.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: Extra headers.
    ///   - body: The body bytes.
    ///   - delay: Seconds to wait before answering.
    ///   - neverAnswers: Accept the request and then stay silent until the client leaves.
    public init(
      status: Int = 200, headers: [Header] = [], body: Data = Data(), delay: TimeInterval = 0,
      neverAnswers: Bool = false
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.neverAnswers = neverAnswers
    }

    /// A JSON answer with `Content-Type: application/json`.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - status: The HTTP status code; 200 by default.
    public static func json(_ text: String, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "application/json")],
        body: Data(text.utf8))
    }

    /// A JSON answer whose body is the given bytes, such as a fixture file.
    ///
    /// - Parameters:
    ///   - data: The JSON bytes.
    ///   - status: The HTTP status code; 200 by default.
    public static func json(_ data: Data, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "application/json")],
        body: data)
    }

    /// An HTML answer, as a proxy or a misconfigured server would send.
    ///
    /// - Parameters:
    ///   - text: The HTML text.
    ///   - status: The HTTP status code; 200 by default.
    public static func html(_ text: String, status: Int = 200) -> Response {
      Response(
        status: status, headers: [Header(name: "Content-Type", value: "text/html")],
        body: Data(text.utf8))
    }

    /// An answer that never comes: the request is read and the connection left open.
    public static let silent = Response(neverAnswers: true)

    /// This answer, held under `key` until the test releases it.
    ///
    /// - Parameter key: The name the test releases it by, such as `"geocode Paris"`.
    /// - Returns: The held answer.
    public func held(as key: String) -> Response {
      var held = self
      held.heldAs = key
      return held
    }
  }

  /// One response header.
  public struct Header: Sendable, Hashable {
    /// The header name, such as "Content-Type".
    public var name: String
    /// The header value.
    public var value: String

    /// Creates a header.
    ///
    /// - Parameters:
    ///   - name: The header name.
    ///   - value: The header value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A request as the server received it.
  public struct Request: Sendable, Hashable {
    /// The method, such as "GET".
    public var method: String
    /// The path, still percent-encoded, without the query.
    public var path: String
    /// The query exactly as it crossed the wire, still percent-encoded; empty when there is none.
    public var rawQuery: String

    /// The query decoded the way servers decode forms: pairs split on `&` and `=`, `+` read as
    /// a space, then percent-decoded. A client that forgets to encode `&`, `=` or `+` shows up
    /// here as wrong values, which is why tests compare against this and not `rawQuery`.
    public var queryItems: [(name: String, value: String)] {
      rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = Self.formDecode(parts[0])
        let value = parts.count > 1 ? Self.formDecode(parts[1]) : ""
        return (name, value)
      }
    }

    /// The decoded value of the first query item with this name, or nil.
    ///
    /// - Parameter name: The query item's name.
    public func query(_ name: String) -> String? {
      queryItems.first { $0.name == name }?.value
    }

    private static func formDecode(_ text: Substring) -> String {
      let spaced = text.replacingOccurrences(of: "+", with: " ")
      return spaced.removingPercentEncoding ?? spaced
    }
  }

  /// Why the server could not start.
  public struct StartError: Error, Sendable, Hashable {
    /// The failing call, such as "bind".
    public var call: String
    /// The `errno` it left.
    public var errno: Int32
  }

  /// A wait on the server that reached its deadline.
  public struct WaitError: Error, Sendable, CustomStringConvertible {
    /// What was awaited, and what the server had instead.
    public var description: String
  }

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

  /// A loopback port that was free a moment ago and has nothing listening on it now.
  ///
  /// Binds an ephemeral port, reads its number and closes it, so a client that connects gets
  /// "connection refused". Another process could take the port in between; on a test machine's
  /// loopback that is unlikely enough to be acceptable.
  ///
  /// - Throws: ``StartError`` when a socket call fails.
  public static func closedPort() throws -> UInt16 {
    let (fd, port) = try bindLoopback()
    close(fd)
    return port
  }

  private static func bindLoopback() throws -> (Int32, UInt16) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw StartError(call: "socket", errno: errno) }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    var yes: Int32 = 1
    _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
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

  static func signal(_ pipe: Int32) {
    var byte: UInt8 = 1
    _ = write(pipe, &byte, 1)
  }

  static func setNonBlocking(_ fd: Int32) -> Bool {
    let flags = fcntl(fd, F_GETFL)
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0
  }

  private static func setBlocking(_ fd: Int32) {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
  }

  /// Waits until one of `fds` is readable or has hung up, or the time runs out.
  ///
  /// - Returns: The index of the first ready descriptor, or nil when the time ran out.
  private func awaitReadable(_ fds: [Int32], milliseconds: Int32) -> Int? {
    var descriptors = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      let ready = descriptors.withUnsafeMutableBufferPointer {
        poll($0.baseAddress, nfds_t($0.count), milliseconds)
      }
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return nil }
      return descriptors.firstIndex { $0.revents != 0 }
    }
  }

  private func acceptLoop() {
    while true {
      // Index 1 is the wake pipe: stop() was called.
      guard awaitReadable([listener, wake.read], milliseconds: -1) == 0 else { return }
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        // The listener is non-blocking: a client that left between poll and accept is EAGAIN.
        if [EINTR, EAGAIN, EWOULDBLOCK, ECONNABORTED].contains(errno) { continue }
        return  // the socket broke: there is nothing left to serve
      }
      // Some systems pass O_NONBLOCK on to accepted sockets; the connection code blocks in poll.
      Self.setBlocking(connection)
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      let accepted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.connections.insert(connection)
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      threads.enter()
      let thread = Thread { [self] in
        serve(connection)
        state.withLock { state in
          state.connections.remove(connection)
          close(connection)
        }
        threads.leave()
      }
      thread.name = "LoopbackHTTPServer.connection"
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    guard let head = readHead(connection), let request = Self.parse(head) else { return }
    state.withLock { state in
      state.requests.append(request)
      state.changed()
    }
    let response =
      respond(request)
      ?? LoopbackHTTPServer.Response(
        status: 404, body: Data("no route for \(request.path)\n".utf8))
    if response.neverAnswers {
      _ = awaitReadable([connection, wake.read], milliseconds: -1)
      return
    }
    if response.delay > 0 {
      let milliseconds = Int32(min(response.delay, 3600) * 1000)
      // The request was read in full, so anything readable now is the end of the connection.
      guard awaitReadable([connection, wake.read], milliseconds: milliseconds) == nil else {
        return
      }
    }
    if let key = response.heldAs, !waitForRelease(connection, key: key) { return }
    transmit(Self.encode(response), to: connection)
  }

  /// Holds the answer under `key` until it is released; false when the client left or the
  /// server stopped first.
  private func waitForRelease(_ connection: Int32, key: String) -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    let index = state.withLock { state -> Int? in
      guard !state.stopped else { return nil }
      state.holds.append(.init(key: key, wake: ends[1]))
      state.changed()
      return state.holds.count - 1
    }
    var released = false
    if let index {
      let ready = awaitReadable([connection, wake.read, ends[0]], milliseconds: -1)
      released = state.withLock { state in
        state.holds[index].wake = nil
        // A client that hangs up after the release is not answered either way.
        return ready == 2 && state.holds[index].released && !state.stopped
      }
    }
    close(ends[0])
    close(ends[1])
    return released
  }

  /// Reads up to the blank line that ends the request head; nil when the client hangs up first
  /// or the server stops.
  private func readHead(_ connection: Int32) -> Data? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let terminator = Data("\r\n\r\n".utf8)
    while received.range(of: terminator) == nil {
      guard received.count < 64 * 1024 else { return nil }
      guard awaitReadable([connection, wake.read], milliseconds: -1) == 0 else { return nil }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    return received
  }

  private func transmit(_ data: Data, to connection: Int32) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)  // a client that left must not kill the test run with SIGPIPE
    #else
      let flags: Int32 = 0
    #endif
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = send(connection, bytes.baseAddress! + offset, bytes.count - offset, flags)
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }

  private static func parse(_ head: Data) -> LoopbackHTTPServer.Request? {
    guard
      let text = String(data: head, encoding: .utf8) ?? String(data: head, encoding: .isoLatin1),
      let line = text.split(separator: "\r\n", maxSplits: 1).first
    else { return nil }
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    let target = parts[1]
    let path: Substring
    let query: Substring
    if let mark = target.firstIndex(of: "?") {
      path = target[..<mark]
      query = target[target.index(after: mark)...]
    } else {
      path = target
      query = ""
    }
    return LoopbackHTTPServer.Request(
      method: String(parts[0]), path: String(path), rawQuery: String(query))
  }

  private static func encode(_ response: LoopbackHTTPServer.Response) -> Data {
    var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
    for header in response.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + response.body
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}
