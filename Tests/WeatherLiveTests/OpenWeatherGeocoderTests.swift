import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("OpenWeather geocoder", .timeLimit(.minutes(5)))
struct OpenWeatherGeocoderTests {
  static func search(_ text: String, at server: LoopbackHTTPServer) async throws -> [Location] {
    try await GeocoderClient.openWeather(apiKey: openWeatherKey, baseURL: server.baseURL)
      .search(text)
  }

  @Test("maps places to names with their country or state, and asks the documented way")
  func happyPath() async throws {
    let body = try fixture("openweather-direct-sao-paulo")
    try await withServer(["/geo/1.0/direct": .json(body)]) { server in
      let places = try await Self.search("São Paulo", at: server)
      #expect(places.map(\.name) == ["São Paulo, Brazil", "São Paulo, Brazil"])
      let first = try #require(places.first)
      #expect(first.latitude == -23.5506507)
      #expect(first.longitude == -46.6333824)
      #expect(first.country == "Brazil")
      #expect(first.countryCode == "BR")
      #expect(first.region == "São Paulo")
      #expect(places.last?.region == "Amazonas")

      let request = try #require(server.requests.first)
      #expect(request.path == "/geo/1.0/direct")
      #expect(request.rawQuery == "q=S%C3%A3o%20Paulo&limit=5&appid=\(openWeatherKey)")
    }
  }

  @Test("a US place is named in English, with its state's code")
  func unitedStates() async throws {
    let body = try fixture("openweather-direct-new-york")
    try await withServer(["/geo/1.0/direct": .json(body)]) { server in
      let places = try await Self.search("New York", at: server)
      // "New York County" is the place's own name; its English one is "New York".
      #expect(places.map(\.name) == ["New York, NY"])
      #expect(places.first?.country == "United States")
      #expect(server.requests.first?.query("q") == "New York")
      #expect(server.requests.first?.rawQuery.hasPrefix("q=New%20York&") == true)
    }
  }

  @Test(
    "every part of the query is percent-encoded",
    arguments: [
      ("Richmond, VA, US", "Richmond%2C%20VA%2C%20US"),
      ("Paris, FR", "Paris%2C%20FR"),
      ("a&appid=x#y", "a%26appid%3Dx%23y"),
      ("1+1/2?", "1%2B1%2F2%3F"),
    ])
  func encoded(text: String, raw: String) async throws {
    try await withServer(["/geo/1.0/direct": .json("[]")]) { server in
      _ = try await Self.search(text, at: server)
      let request = try #require(server.requests.first)
      #expect(request.rawQuery.hasPrefix("q=\(raw)&limit=5&appid="))
      #expect(request.query("q") == text)
      #expect(request.queryItems.filter { $0.name == "appid" }.count == 1)
    }
  }

  @Test(
    "a US state's code alone is followed by the country, which OpenWeather needs with it",
    arguments: [
      ("Richmond, VA", "Richmond, VA, US"), (" raleigh,nc ", "raleigh,nc, US"),
      ("Paris, FR", "Paris, FR"), ("Paris, TX, US", "Paris, TX, US"), ("Lima", "Lima"),
    ])
  func stateCodes(text: String, sent: String) async throws {
    try await withServer(["/geo/1.0/direct": .json("[]")]) { server in
      _ = try await Self.search(text, at: server)
      #expect(server.requests.first?.query("q") == sent)
    }
  }

  @Test("an empty answer is not found: an empty list, not an error")
  func notFound() async throws {
    try await withServer(["/geo/1.0/direct": .json("[]")]) { server in
      let places = try await Self.search("xyzzy", at: server)
      #expect(places.isEmpty)
      #expect(server.requests.count == 1)
    }
  }

  @Test("blank text asks nothing and finds nothing")
  func blank() async throws {
    try await withServer(["/geo/1.0/direct": .json("[]")]) { server in
      let places = try await Self.search("  ", at: server)
      #expect(places.isEmpty)
      #expect(server.requests.isEmpty)
    }
  }

  @Test("a place without a country is named by itself; an unknown code is kept as sent")
  func bareNames() async throws {
    let body =
      #"[{"name":"Atlantis","lat":1,"lon":2},{"name":"Nowhere","lat":1,"lon":2,"country":"ZZ"}]"#
    try await withServer(["/geo/1.0/direct": .json(body)]) { server in
      let places = try await Self.search("Atlantis", at: server)
      #expect(places.first?.name == "Atlantis")
      #expect(places.first?.countryCode == "")
      #expect(places.last?.countryCode == "ZZ")
      #expect(places.last?.name == "Nowhere, ZZ")
    }
  }
}

@Suite("OpenWeather geocoder and the key", .timeLimit(.minutes(5)))
struct OpenWeatherGeocoderKeyTests {
  @Test("a service that echoes the URL back in a place's texts never shows the key")
  func echoedKey() async throws {
    let server = try LoopbackHTTPServer { request in
      let echo = request.path + "?" + request.rawQuery
      let body = try? JSONSerialization.data(withJSONObject: [
        ["name": echo, "lat": 1.0, "lon": 2.0, "country": echo, "state": "key=\(openWeatherKey)"]
      ])
      return body.map { .json($0) }
    }
    defer { server.stop() }
    let places = try await GeocoderClient.openWeather(
      apiKey: openWeatherKey, baseURL: server.baseURL
    ).search("Paris")
    let place = try #require(places.first)
    #expect(place.name.contains("/geo/1.0/direct?q=Paris"), "the echo itself is kept")
    for text in [place.name, place.region, place.country, place.countryCode, "\(place)"] {
      #expect(!text.contains(openWeatherKey), "key leaked in: \(text)")
    }
  }
}
