import Foundation
import Testing
import WeatherTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Loopback HTTP server", .timeLimit(.minutes(5)))
struct LoopbackHTTPServerTests {
  @Test("serves the scripted status, headers and body, and records the request")
  func servesAndRecords() async throws {
    let response = LoopbackHTTPServer.Response(
      status: 418, headers: [.init(name: "X-Test", value: "kettle")], body: Data("tea".utf8))
    try await withServer(["/pot": response]) { server in
      #expect(server.baseURL.host == "127.0.0.1")
      let url = try #require(URL(string: "/pot?a=1&b=x%26y", relativeTo: server.baseURL))
      let (body, answer) = try await URLSession.shared.data(from: url)
      let http = try #require(answer as? HTTPURLResponse)
      #expect(http.statusCode == 418)
      #expect(http.value(forHTTPHeaderField: "X-Test") == "kettle")
      #expect(String(decoding: body, as: UTF8.self) == "tea")
      let request = try #require(server.requests.first)
      #expect(request.method == "GET")
      #expect(request.path == "/pot")
      #expect(request.rawQuery == "a=1&b=x%26y")
      #expect(request.query("b") == "x&y")
    }
  }

  @Test("answers 404 for a path without a route")
  func unknownPath() async throws {
    try await withServer([:]) { server in
      let url = try #require(URL(string: "/nowhere", relativeTo: server.baseURL))
      let (_, answer) = try await URLSession.shared.data(from: url)
      #expect((answer as? HTTPURLResponse)?.statusCode == 404)
    }
  }

  @Test("stop wakes a connection that is waiting for an answer that never comes")
  func stopWithSilentConnection() async throws {
    let server = try LoopbackHTTPServer(routes: ["/silent": .silent])
    let url = try #require(URL(string: "/silent", relativeTo: server.baseURL))
    var request = URLRequest(url: url)
    request.timeoutInterval = 300
    let pending = SentRequest(request)
    try await server.waitForRequests(1)
    // The silent answer waits for ever; only stop can end its thread.
    #expect(server.stop(within: 30), "the silent connection's thread did not end")
    #expect(server.stop(within: 30))  // a second stop is harmless
    // The connection closed without an answer, long before the client's own timeout.
    await #expect {
      try await pending.value()
    } throws: { error in
      (error as? URLError)?.code == .badServerResponse
    }
  }

  @Test("stop ends the accept thread with no connection ever made")
  func stopWhileAccepting() throws {
    let server = try LoopbackHTTPServer(routes: [:])
    #expect(server.stop(within: 30), "the accept thread did not end")
  }

  @Test("a server whose last reference goes stops, and its port refuses connections")
  func deinitStops() async throws {
    var server: LoopbackHTTPServer? = try LoopbackHTTPServer(routes: [:])
    weak let weakServer = server
    let url = try #require(URL(string: "/", relativeTo: server?.baseURL))
    server = nil
    #expect(weakServer == nil, "a server thread keeps the server alive")
    await #expect {
      try await URLSession.shared.data(from: url)
    } throws: { error in
      (error as? URLError)?.code == .cannotConnectToHost
    }
  }

  @Test("held answers go in the order the test releases them")
  func heldAnswers() async throws {
    let server = try LoopbackHTTPServer { request in
      .json(#"{"path": "\#(request.path)"}"#).held(as: String(request.path.dropFirst()))
    }
    defer { server.stop() }
    func get(_ path: String) throws -> SentRequest {
      SentRequest(try #require(URL(string: path, relativeTo: server.baseURL)))
    }
    func text(_ request: SentRequest) async throws -> String {
      String(decoding: try await request.value().body, as: UTF8.self)
    }
    let first = try get("/first")
    let second = try get("/second")
    try await server.waitForHeld("first")
    try await server.waitForHeld("second")
    #expect(Set(server.held) == ["first", "second"])

    #expect(try await server.release("second"))
    #expect(try await text(second) == #"{"path": "/second"}"#)
    // The first is still held: only its release lets it go.
    #expect(server.held == ["first"])
    #expect(try await server.release("first"))
    #expect(try await text(first) == #"{"path": "/first"}"#)
    #expect(server.held.isEmpty)
  }

  @Test(
    "a release whose client has left says so, and a release of nothing fails with the keys held")
  func releaseAfterHangUp() async throws {
    let server = try LoopbackHTTPServer { _ in .json("{}").held(as: "gone") }
    defer { server.stop() }
    let url = try #require(URL(string: "/gone", relativeTo: server.baseURL))
    let client = SentRequest(url)
    try await server.waitForHeld("gone")
    client.cancel()
    _ = try? await client.value()
    // The server notices the hang-up on its own time; the release then finds no one to answer,
    // or answers a socket that is closing. Either way nothing is delivered.
    _ = try await server.release("gone")
    #expect(server.held.isEmpty)
    await #expect {
      try await server.release("never", within: 0.2)
    } throws: { error in
      String(describing: error).contains("'never'")
    }
  }
}
