import Foundation
import Testing
import WeatherTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Loopback HTTP server")
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
    request.timeoutInterval = 30
    let pending = Task { try await URLSession.shared.data(for: request) }
    while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    server.stop()
    server.stop()  // a second stop is harmless
    await #expect(throws: (any Error).self) { try await pending.value }
  }
}
