import Foundation
import Testing
import WeatherApp
import WeatherAppTestSupport
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// One way OpenWeather can fail for Lisbon, and the words that the screen must then show.
struct ScreenFault: Sendable, CustomTestStringConvertible {
  var name: String
  var endpoint: OpenWeatherServer.Endpoint
  /// What Lisbon's request answers; nil for a refused connection.
  var response: LoopbackHTTPServer.Response?
  /// Text of the settled frame, its lines joined with single spaces.
  var expected: String

  var testDescription: String { name }

  // Made afresh for each use rather than kept in a stored static: LeakSanitizer reports the
  // answers' Data buffers held by a lazily made global as leaked, as it does for no argument
  // list that the test runner holds.
  static var all: [ScreenFault] {
    [
      .init(
        name: "current: HTTP 401", endpoint: .current, response: .json(invalidKey, status: 401),
        expected: "Weather unavailable: API key missing or invalid (HTTP 401)"),
      .init(
        name: "current: HTTP 404", endpoint: .current,
        response: .json(#"{"cod":"404","message":"city not found"}"#, status: 404),
        expected: "Weather unavailable: unexpected answer (HTTP 404)"),
      .init(
        name: "current: HTTP 429", endpoint: .current,
        response: .json(#"{"cod":429}"#, status: 429),
        expected: "Weather unavailable: too many requests (HTTP 429); try again later"),
      .init(
        name: "current: HTTP 503", endpoint: .current, response: .html("down", status: 503),
        expected: "Weather unavailable: server error (HTTP 503); try again later"),
      .init(
        name: "current: timeout", endpoint: .current, response: .silent,
        expected: "Weather unavailable: no answer in time (timed out)"),
      .init(
        name: "current: refused", endpoint: .current, response: nil,
        expected: "Weather unavailable: connection refused"),
      .init(
        name: "current: malformed", endpoint: .current, response: .json(#"{"dt":17644"#),
        expected: "Weather unavailable: unreadable answer (invalid JSON)"),
      .init(
        name: "current: wrong shape", endpoint: .current,
        response: .json(#"{"cod":200,"list":[]}"#),
        expected: "Weather unavailable: unreadable answer (missing dt)"),
      .init(
        name: "current: empty list", endpoint: .current,
        response: .json(
          #"{"dt":1795951800,"timezone":0,"main":{"temp":1,"feels_like":1},"wind":{"speed":1},"weather":[]}"#
        ),
        expected: "Weather unavailable: no observation for this place"),
      .init(
        name: "forecast: HTTP 429", endpoint: .forecast,
        response: .json(#"{"cod":429}"#, status: 429),
        expected: "Forecast unavailable: too many requests (HTTP 4…"),
      .init(
        name: "forecast: empty list", endpoint: .forecast,
        response: .json(#"{"cod":"200","cnt":0,"list":[],"city":{"timezone":0}}"#),
        expected: "Forecast unavailable: no observation for this p…"),
      .init(
        name: "forecast: wrong shape", endpoint: .forecast, response: .json("[]"),
        expected: "Forecast unavailable: unreadable answer (bad to…"),
      .init(
        name: "geocoder: HTTP 401", endpoint: .geocoder, response: .json(invalidKey, status: 401),
        expected: "Place lookup unavailable: API key missing or invalid (HTTP 401)"),
      .init(
        name: "geocoder: HTTP 500", endpoint: .geocoder, response: .json("{}", status: 500),
        expected: "Place lookup unavailable: server error (HTTP 500); try again later"),
      .init(
        name: "geocoder: timeout", endpoint: .geocoder, response: .silent,
        expected: "Place lookup unavailable: no answer in time (timed out)"),
      .init(
        name: "geocoder: refused", endpoint: .geocoder, response: nil,
        expected: "Place lookup unavailable: connection refused"),
      .init(
        name: "geocoder: malformed", endpoint: .geocoder, response: .json(#"[{"name":"#),
        expected: "Place lookup unavailable: unreadable answer (invalid JSON)"),
      .init(
        name: "geocoder: wrong shape", endpoint: .geocoder,
        response: .json(#"{"cod":"400","message":"Nothing to geocode"}"#),
        expected: "Place lookup unavailable: unreadable answer (bad top level)"),
      .init(
        name: "geocoder: empty list", endpoint: .geocoder, response: .json("[]"),
        expected: "Not found"),
    ]
  }

  static let invalidKey =
    #"{"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
}

/// Every OpenWeather fault, in every variant: a state on the screen, and the next change
/// recovers.
@Suite("OpenWeather faults on screen", .timeLimit(.minutes(10)))
struct OpenWeatherScreenFaultTests {
  static let arguments = Scenario.openWeather

  @Test(
    "each fault is a line on the screen, and the next place shows its weather",
    arguments: ScreenFault.all, WeatherVariant.all)
  @MainActor
  func fault(fault: ScreenFault, variant: WeatherVariant) async throws {
    let options = try WeatherOptions.parse(Self.arguments)
    let now = try #require(options.now)
    let server = try OpenWeatherServer(
      now: now, fault: fault.response.map { (fault.endpoint, $0) })
    defer { server.server.stop() }
    let refusing = try RefusingPort()
    defer { refusing.close() }
    var environment = try WeatherCommand.makeEnvironment(
      options, environment: server.environment)
    // Lisbon's requests go to the refusing port when the fault is a refused connection, and
    // wait briefly only when the fault is a silent server; every other wait is generous, so
    // that a busy machine does not turn an answer into a timeout.
    let lisbon = fault.response == nil ? refusing.url : server.server.baseURL
    let short: TimeInterval = fault.response == .silent ? 1 : 10
    let key = OpenWeatherServer.key
    let geocoders = [(server.server.baseURL, 10), (lisbon, short)].map {
      GeocoderClient.openWeather(apiKey: key, baseURL: $0.0, timeout: $0.1)
    }
    let weathers = [(server.server.baseURL, 10), (lisbon, short)].map {
      WeatherClient.openWeather(apiKey: key, baseURL: $0.0, timeout: $0.1)
    }
    let isLisbon: @Sendable (String) -> Bool = { $0.hasPrefix("Lisbon") }
    environment.geocoder = GeocoderClient { text in
      try await geocoders[isLisbon(text) && fault.endpoint == .geocoder ? 1 : 0].search(text)
    }
    environment.weather = WeatherClient(
      current: { place, units in
        try await weathers[isLisbon(place.name) ? 1 : 0].current(place, units)
      },
      report: { place, units in
        try await weathers[isLisbon(place.name) ? 1 : 0].report(place, units)
      })
    let config = try TemporaryDirectory()
    let harness = ScreenHarness(
      arguments: Self.arguments, environment: environment,
      store: WeatherCommand.makeStore(
        options, environment: ["XDG_CONFIG_HOME": config.url.path]),
      screens: variant.screens)
    await harness.start()
    try await harness.settle()
    for line in ["Lisbon", "São Paulo"] {
      await harness.enter(line)
      try await harness.settle()
    }
    let steps = try await harness.finish().steps
    try #require(steps.count == 3)
    let failed = Self.lastFrame(steps[1].output)
    #expect(failed.contains(fault.expected), "\(variant.executable): \(failed)")
    let recovered = Self.lastFrame(steps[2].output)
    #expect(recovered.contains("São Paulo, Brazil"), "\(variant.executable): \(recovered)")
    #expect(recovered.contains("Thunderstorm with rain"), "\(variant.executable): \(recovered)")
    #expect(!recovered.contains("unavailable"), "\(variant.executable): \(recovered)")
    #expect(!steps.map(\.output).joined().contains(key), "the key is on the screen")
  }

  /// The last frame of a step's output, its lines' text joined with single spaces.
  static func lastFrame(_ output: String) -> String {
    let frame = output.components(separatedBy: "\n\n").last { !$0.isEmpty } ?? ""
    return frame.split(whereSeparator: { $0.isWhitespace || $0 == "│" })
      .joined(separator: " ")
  }
}
