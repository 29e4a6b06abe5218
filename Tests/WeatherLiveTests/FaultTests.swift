import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// The three live clients, called the same way so every fault can be tried on each.
enum LiveService: String, CaseIterable, CustomTestStringConvertible {
  case geocoder
  case openMeteoForecast
  case weatherbit
  case openWeatherGeocoder
  case openWeather

  static let key = "wb-SECRET-fedcba9876543210"

  var testDescription: String { rawValue }

  var path: String {
    switch self {
    case .geocoder: "/v1/search"
    case .openMeteoForecast: "/v1/forecast"
    case .weatherbit: "/v2.0/current"
    case .openWeatherGeocoder: "/geo/1.0/direct"
    case .openWeather: "/data/2.5/weather"
    }
  }

  /// Calls the client once against `base`.
  func call(base: URL, timeout: TimeInterval = 10) async throws {
    switch self {
    case .geocoder:
      _ = try await GeocoderClient.openMeteo(baseURL: base, timeout: timeout).search("Richmond")
    case .openMeteoForecast:
      _ = try await WeatherClient.openMeteo(baseURL: base, timeout: timeout)
        .current(richmond, .imperial)
    case .weatherbit:
      _ = try await WeatherClient.weatherbit(apiKey: Self.key, baseURL: base, timeout: timeout)
        .current(ServiceFakes.raleigh, .metric)
    case .openWeatherGeocoder:
      _ = try await GeocoderClient.openWeather(apiKey: Self.key, baseURL: base, timeout: timeout)
        .search("São Paulo")
    case .openWeather:
      _ = try await WeatherClient.openWeather(apiKey: Self.key, baseURL: base, timeout: timeout)
        .current(ServiceFakes.raleigh, .metric)
    }
  }

  /// The error that `fault` must become here: as for every client, but a geocoder whose
  /// answer is a bare array reads `[1,2,3]` as a list whose first place is wrong.
  func expected(_ fault: Fault) -> ServiceError {
    guard self == .openWeatherGeocoder, fault.name == Fault.wrongShape else {
      return fault.expected
    }
    return .malformed("bad [0]")
  }

  /// The clients that send a key.
  static let keyed: [LiveService] = [.weatherbit, .openWeatherGeocoder, .openWeather]

  /// A well-formed answer with one required field taken out, and the error that names it.
  var missingField: (body: String, error: ServiceError) {
    switch self {
    case .geocoder:
      (
        #"{"results":[{"name":"Richmond","longitude":-77.46}]}"#,
        .malformed("missing results[0].latitude")
      )
    case .openMeteoForecast:
      (
        #"{"utc_offset_seconds":0,"current":{"time":"2026-11-29T07:00","apparent_temperature":1,"weather_code":0,"wind_speed_10m":1,"is_day":1},"daily":{"temperature_2m_max":[2],"temperature_2m_min":[0]}}"#,
        .malformed("missing current.temperature_2m")
      )
    case .weatherbit:
      (
        #"{"data":[{"ob_time":"2017-08-28 16:45","app_temp":24.25,"wind_spd":6.17,"weather":{"icon":"c03d","code":803,"description":"Broken clouds"}}],"count":1}"#,
        .malformed("missing data[0].temp")
      )
    case .openWeatherGeocoder:
      (#"[{"name":"São Paulo","lat":-23.55,"country":"BR"}]"#, .malformed("missing [0].lon"))
    case .openWeather:
      (
        #"{"dt":1764426600,"timezone":-10800,"main":{"feels_like":21.6},"wind":{"speed":3.6},"weather":[{"id":803,"icon":"04d"}]}"#,
        .malformed("missing main.temp")
      )
    }
  }
}

/// A scripted fault and the error every client must turn it into.
struct Fault: Sendable, CustomTestStringConvertible {
  var name: String
  var response: LoopbackHTTPServer.Response
  var expected: ServiceError

  var testDescription: String { name }

  static let wrongShape = "JSON of the wrong shape"

  static var all: [Fault] {
    [400, 401, 403, 429, 500, 502, 503].map { status in
      Fault(
        name: "HTTP \(status)",
        response: .json(#"{"error":"nope"}"#, status: status), expected: .http(status: status))
    } + [
      Fault(
        name: "HTML body",
        response: .html("<!DOCTYPE html><html><body>Gateway says hi</body></html>"),
        expected: .notJSON),
      Fault(name: "plain-text body", response: .init(body: Data("OK".utf8)), expected: .notJSON),
      Fault(name: "empty body", response: .json(""), expected: .malformed("empty answer")),
      Fault(name: "blank body", response: .json(" \r\n "), expected: .malformed("empty answer")),
      Fault(
        name: "truncated JSON", response: .json(#"{"results":[{"na"#),
        expected: .malformed("invalid JSON")),
      Fault(
        name: wrongShape, response: .json("[1,2,3]"),
        expected: .malformed("bad top level")),
    ]
  }
}

@Suite("Faults become ServiceErrors", .timeLimit(.minutes(5)))
struct FaultTests {
  @Test(
    "each scripted fault becomes its specific error", arguments: LiveService.allCases, Fault.all)
  func scriptedFault(service: LiveService, fault: Fault) async throws {
    try await withServer([service.path: fault.response]) { server in
      await #expect(throws: service.expected(fault)) {
        try await service.call(base: server.baseURL)
      }
      #expect(server.requests.count == 1)
    }
  }

  @Test("a missing required field is malformed, naming the field", arguments: LiveService.allCases)
  func missingField(service: LiveService) async throws {
    let (body, expected) = service.missingField
    try await withServer([service.path: .json(body)]) { server in
      await #expect(throws: expected) { try await service.call(base: server.baseURL) }
    }
  }

  @Test("a server that accepts and never answers times out", arguments: LiveService.allCases)
  func timeout(service: LiveService) async throws {
    try await withServer([service.path: .silent]) { server in
      await #expect(throws: ServiceError.timeout) {
        try await service.call(base: server.baseURL, timeout: 0.5)
      }
      #expect(server.requests.count == 1)
    }
  }

  @Test("an answer slower than the timeout times out; stop then wakes the delayed connection")
  func slowAnswer() async throws {
    // An hour: only stop can end the delayed connection's thread within the test.
    let late = LoopbackHTTPServer.Response(body: Data("{}".utf8), delay: 3600)
    try await withServer(["/v2.0/current": late]) { server in
      await #expect(throws: ServiceError.timeout) {
        try await LiveService.weatherbit.call(base: server.baseURL, timeout: 0.5)
      }
      #expect(server.stop(within: 30), "the delayed connection's thread did not end")
    }
  }

  @Test("a slow answer that comes within the timeout is read normally")
  func slowButInTime() async throws {
    var slow = LoopbackHTTPServer.Response.json(try fixture("weatherbit-current-example"))
    slow.delay = 0.2
    try await withServer(["/v2.0/current": slow]) { server in
      let data = try await WeatherClient.weatherbit(
        apiKey: LiveService.key, baseURL: server.baseURL, timeout: 10
      ).current(ServiceFakes.raleigh, .metric)
      #expect(data.condition.iconID == "c03d")
    }
  }

  @Test("a port with nothing listening is connection refused", arguments: LiveService.allCases)
  func connectionRefused(service: LiveService) async throws {
    try await LoopbackHTTPServer.withRefusingPort { base in
      await #expect(throws: ServiceError.connectionRefused) { try await service.call(base: base) }
    }
  }

  @Test("Weatherbit's data: [] means no observation")
  func weatherbitNoData() async throws {
    try await withServer(["/v2.0/current": .json(#"{"data":[],"count":0}"#)]) { server in
      await #expect(throws: ServiceError.noData) {
        try await LiveService.weatherbit.call(base: server.baseURL)
      }
    }
  }

  @Test("Weatherbit's 204 No Content means no observation")
  func weatherbitNoContent() async throws {
    try await withServer(["/v2.0/current": .init(status: 204)]) { server in
      await #expect(throws: ServiceError.noData) {
        try await LiveService.weatherbit.call(base: server.baseURL)
      }
    }
  }

  @Test("the next request after a fault works again")
  func recovers() async throws {
    let good = try fixture("weatherbit-current-example")
    let routes: [String: LoopbackHTTPServer.Response] = [
      "/bad/v2.0/current": .json("{}", status: 503), "/good/v2.0/current": .json(good),
    ]
    try await withServer(routes) { server in
      let bad = WeatherClient.weatherbit(
        apiKey: LiveService.key, baseURL: server.baseURL.appendingPathComponent("bad"))
      await #expect(throws: ServiceError.http(status: 503)) {
        try await bad.current(ServiceFakes.raleigh, .metric)
      }
      let healthy = WeatherClient.weatherbit(
        apiKey: LiveService.key, baseURL: server.baseURL.appendingPathComponent("good"))
      let data = try await healthy.current(ServiceFakes.raleigh, .metric)
      #expect(data.temperature == 24.19)
    }
  }

  @Test("the key appears in no error's message or description", arguments: LiveService.keyed)
  func keyNeverInErrors(service: LiveService) async throws {
    var errors: [any Error] = []
    for fault in Fault.all {
      try await withServer([service.path: fault.response]) { server in
        errors.append(await Self.failure { try await service.call(base: server.baseURL) })
      }
    }
    try await withServer([service.path: .silent]) { server in
      errors.append(
        await Self.failure { try await service.call(base: server.baseURL, timeout: 0.5) })
    }
    try await LoopbackHTTPServer.withRefusingPort { refused in
      errors.append(await Self.failure { try await service.call(base: refused) })
    }

    #expect(errors.count == Fault.all.count + 2)
    var leaks = KeyLeaks()
    for error in errors {
      leaks.record(error)
      #expect(error is ServiceError)
    }
    leaks.expectNone(of: LiveService.key)
  }

  /// The error `body` throws; a test failure (and a placeholder error) when it does not throw.
  static func failure(_ body: () async throws -> Void) async -> any Error {
    do {
      try await body()
      Issue.record("expected an error")
      return CancellationError()
    } catch {
      return error
    }
  }
}
