import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LoopbackServerCore {
  func acceptLoop() {
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
}
