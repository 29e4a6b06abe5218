import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// Reads a file from this target's Fixtures folder.
func fixture(_ name: String) throws -> Data {
  let url = try #require(
    Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}

/// The tutorial's default place.
let richmond = Location(
  name: "Richmond, VA", latitude: 37.55376, longitude: -77.46026,
  timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")

/// A UTC instant written the ISO 8601 way, so expected times read like the fixtures.
func utc(_ text: String) throws -> Date {
  try #require(ISO8601DateFormatter().date(from: text))
}

/// Runs `body` against a server that gives `response` at `path`, then stops the server.
@discardableResult
func withServer<Result>(
  _ routes: [String: LoopbackHTTPServer.Response],
  _ body: (LoopbackHTTPServer) async throws -> Result
) async throws -> Result {
  let server = try LoopbackHTTPServer(routes: routes)
  defer { server.stop() }
  return try await body(server)
}
