import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("Open-Meteo geocoder", .timeLimit(.minutes(5)))
struct OpenMeteoGeocoderTests {
  @Test("maps results to places named the app's way and asks with the documented parameters")
  func happyPath() async throws {
    let body = try fixture("open-meteo-search-richmond")
    try await withServer(["/v1/search": .json(body)]) { server in
      let places = try await GeocoderClient.openMeteo(baseURL: server.baseURL).search("Richmond")
      #expect(
        places.map(\.name) == [
          "Richmond, VA", "Richmond, CA", "Richmond, Canada", "Richmond, United Kingdom",
        ])
      let first = try #require(places.first)
      #expect(first.latitude == 37.55376)
      #expect(first.longitude == -77.46026)
      #expect(first.timeZoneIdentifier == "America/New_York")
      #expect(first.country == "United States")
      #expect(first.countryCode == "US")
      #expect(places.last?.timeZoneIdentifier == "Europe/London")

      let request = try #require(server.requests.first)
      #expect(request.method == "GET")
      #expect(request.path == "/v1/search")
      #expect(request.query("name") == "Richmond")
      #expect(request.query("count") == "10")
      #expect(request.query("language") == "en")
      #expect(request.query("format") == "json")
    }
  }

  @Test(
    "text after a comma narrows the results by state or country",
    arguments: [
      ("Richmond, VA", ["Richmond, VA"]),
      ("richmond, virginia", ["Richmond, VA"]),
      ("Richmond, US", ["Richmond, VA", "Richmond, CA"]),
      ("Richmond, England", ["Richmond, United Kingdom"]),
      ("Richmond, Texas", []),
    ])
  func qualifiers(text: String, expected: [String]) async throws {
    let body = try fixture("open-meteo-search-richmond")
    try await withServer(["/v1/search": .json(body)]) { server in
      let places = try await GeocoderClient.openMeteo(baseURL: server.baseURL).search(text)
      #expect(places.map(\.name) == expected)
      let sent = String(text.prefix { $0 != "," })
      #expect(server.requests.first?.query("name") == sent)
    }
  }

  @Test("no results key means not found: an empty list, not an error")
  func noResults() async throws {
    try await withServer(["/v1/search": .json(#"{"generationtime_ms":0.4}"#)]) { server in
      let places = try await GeocoderClient.openMeteo(baseURL: server.baseURL).search("Xyzzyville")
      #expect(places.isEmpty)
      #expect(server.requests.count == 1)
    }
  }

  @Test("text too short to search is not found without asking the server")
  func tooShort() async throws {
    try await withServer([:]) { server in
      let places = try await GeocoderClient.openMeteo(baseURL: server.baseURL).search(" x ")
      #expect(places.isEmpty)
      #expect(server.requests.isEmpty)
    }
  }

  @Test("every reserved character in the name is percent-encoded and arrives intact")
  func percentEncoding() async throws {
    let hostile = "a&b=c+d/é ?#"
    try await withServer(["/v1/search": .json("{}")]) { server in
      _ = try await GeocoderClient.openMeteo(baseURL: server.baseURL).search(hostile)
      let request = try #require(server.requests.first)
      #expect(request.query("name") == hostile)
      #expect(request.queryItems.map(\.name) == ["name", "count", "language", "format"])
      #expect(request.rawQuery.hasPrefix("name=a%26b%3Dc%2Bd%2F%C3%A9%20%3F%23&"))
    }
  }

  @Test("a base URL with a path keeps it, as behind a reverse proxy")
  func baseURLWithPath() async throws {
    try await withServer(["/proxy/geo/v1/search": .json("{}")]) { server in
      let base = server.baseURL.appendingPathComponent("proxy/geo")
      _ = try await GeocoderClient.openMeteo(baseURL: base).search("Paris")
      #expect(server.requests.first?.path == "/proxy/geo/v1/search")
    }
  }

  @Test("a result without a name is malformed, and the error says which field")
  func missingField() async throws {
    let body = #"{"results":[{"latitude":1.5,"longitude":2.5}]}"#
    try await withServer(["/v1/search": .json(body)]) { server in
      await #expect(throws: ServiceError.malformed("missing results[0].name")) {
        try await GeocoderClient.openMeteo(baseURL: server.baseURL).search("Paris")
      }
    }
  }
}
