import Foundation

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

  /// The port that the server listens on, chosen by the system.
  public let port: UInt16
  /// `http://127.0.0.1:<port>`, to pass as a client's base URL.
  public let baseURL: URL

  private let listener: Int32
  private let respond: @Sendable (Request) -> Response?
  private let state = LoopbackLocked(LoopbackServerState())
  private let group = DispatchGroup()

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
    self.respond = respond
    let (fd, port) = try Self.bindLoopback()
    guard listen(fd, 16) == 0 else {
      let code = errno
      close(fd)
      throw StartError(call: "listen", errno: code)
    }
    self.listener = fd
    self.port = port
    self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    group.enter()
    let thread = Thread { [self] in
      acceptLoop()
      group.leave()
    }
    thread.name = "LoopbackHTTPServer.accept"
    thread.start()
  }

  deinit {
    stop()
  }

  /// Every request received so far, oldest first.
  public var requests: [Request] {
    state.withLock { $0.requests }
  }

  /// Stops accepting, drops open connections (waking any silent or delayed answer), waits for
  /// every server thread to finish and closes the listening socket. Calling it again does nothing.
  public func stop() {
    let connections: [Int32]? = state.withLock { state in
      guard !state.stopped else { return nil }
      state.stopped = true
      return Array(state.connections)
    }
    guard let connections else { return }
    // shutdown, not close: it wakes a thread blocked in accept, recv or poll on that socket,
    // and the descriptor number stays owned until its thread closes it.
    _ = shutdown(listener, Int32(SHUT_RDWR))
    for connection in connections {
      _ = shutdown(connection, Int32(SHUT_RDWR))
    }
    group.wait()
    close(listener)
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

  // MARK: - Sockets

  private static func bindLoopback() throws -> (Int32, UInt16) {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw StartError(call: "socket", errno: errno) }
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

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return  // shut down by stop(), or the socket broke: either way there is nothing to serve
      }
      let accepted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.connections.insert(connection)
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      group.enter()
      let thread = Thread { [self] in
        serve(connection)
        state.withLock { _ = $0.connections.remove(connection) }
        close(connection)
        group.leave()
      }
      thread.name = "LoopbackHTTPServer.connection"
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    guard let head = readHead(connection), let request = Self.parse(head) else { return }
    state.withLock { $0.requests.append(request) }
    let response =
      respond(request)
      ?? Response(status: 404, body: Data("no route for \(request.path)\n".utf8))
    if response.neverAnswers {
      waitForHangUp(connection, milliseconds: -1)
      return
    }
    if response.delay > 0,
      waitForHangUp(connection, milliseconds: Int32(min(response.delay, 3600) * 1000))
    {
      return  // the client gave up, or stop() shut the socket, while we were waiting
    }
    transmit(Self.encode(response), to: connection)
  }

  /// Reads up to the blank line that ends the request head; nil when the client hangs up first.
  private func readHead(_ connection: Int32) -> Data? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let terminator = Data("\r\n\r\n".utf8)
    while received.range(of: terminator) == nil {
      guard received.count < 64 * 1024 else { return nil }
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    return received
  }

  /// Waits until the peer closes (or `stop()` shuts the socket), or the time runs out.
  ///
  /// - Returns: true when the connection ended during the wait.
  @discardableResult
  private func waitForHangUp(_ connection: Int32, milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      // The request was read in full, so anything readable now is the end of the connection.
      return ready != 0
    }
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

  private static func parse(_ head: Data) -> Request? {
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
    return Request(method: String(parts[0]), path: String(path), rawQuery: String(query))
  }

  private static func encode(_ response: Response) -> Data {
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

/// The server's mutable state, only touched under its lock.
private struct LoopbackServerState {
  var stopped = false
  var connections: Set<Int32> = []
  var requests: [LoopbackHTTPServer.Request] = []
}
