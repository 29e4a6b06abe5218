import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// The faults of OpenWeather's forecast endpoint: every fault of ``Fault/all``, and the ones
/// that only an answer of the forecast's own shape can have.
enum OpenWeatherForecastFault {
  static let path = "/data/2.5/forecast"

  static func step(dt: Int = 1_764_547_200, pop: String = "0.2", weather: String? = nil)
    -> String
  {
    let weather = weather ?? #"[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}]"#
    return #"{"dt":\#(dt),"main":{"temp":20},"weather":\#(weather),"pop":\#(pop)}"#
  }

  static var all: [Fault] {
    Fault.all + [
      Fault(
        name: "list: []",
        response: .json(#"{"cod":"200","cnt":0,"list":[],"city":{"timezone":0}}"#),
        expected: .noData),
      Fault(
        name: "no list", response: .json(#"{"cod":"200","city":{"timezone":0}}"#),
        expected: .malformed("missing list")),
      Fault(
        name: "no city", response: .json(#"{"cod":"200","list":[\#(step())]}"#),
        expected: .malformed("missing city")),
      Fault(
        name: "steps out of order",
        response: .json(
          #"{"list":[\#(step()),\#(step(dt: 1_764_547_200 - 10_800))],"city":{"timezone":0}}"#),
        expected: .malformed("bad list[1].dt")),
      Fault(
        name: "an offset beyond 14 hours",
        response: .json(#"{"list":[\#(step())],"city":{"timezone":90000}}"#),
        expected: .malformed("bad city.timezone")),
      Fault(
        name: "a chance above 1", response: .json(Self.day(pop: "1.5")),
        expected: .malformed("bad list[0].pop")),
      Fault(
        name: "a whole day's step without a condition", response: .json(Self.day(weather: "[]")),
        expected: .malformed("missing list[4].weather[0]")),
    ]
  }

  /// One whole day at UTC, its steps from midnight, each with `pop` and `weather`.
  static func day(pop: String = "0.2", weather: String? = nil) -> String {
    let steps = (0..<8).map { step(dt: 1_764_547_200 + $0 * 10_800, pop: pop, weather: weather) }
    return #"{"list":[\#(steps.joined(separator: ","))],"city":{"timezone":0}}"#
  }
}

@Suite("OpenWeather forecast faults", .timeLimit(.minutes(5)))
struct OpenWeatherForecastFaultTests {
  static func report(_ server: LoopbackHTTPServer, timeout: TimeInterval = 10) async throws
    -> WeatherReport
  {
    try await WeatherClient.openWeather(
      apiKey: openWeatherKey, baseURL: server.baseURL, timeout: timeout
    ).report(saoPaulo, .metric)
  }

  @Test(
    "a forecast fault keeps the current conditions and fails the forecast with its error",
    arguments: OpenWeatherForecastFault.all)
  func forecastFault(fault: Fault) async throws {
    var routes = try openWeatherRoutes()
    routes[OpenWeatherForecastFault.path] = fault.response
    try await withServer(routes) { server in
      let report = try await Self.report(server)
      #expect(report.current.temperature == 21.4)
      #expect(report.current.minTemperature == 21.4)
      #expect(report.current.maxTemperature == 21.4)
      #expect(report.forecast == .failure(fault.expected))
      #expect(server.requests.count == 2)
    }
  }

  @Test("a current fault fails the whole report", arguments: Fault.all)
  func currentFault(fault: Fault) async throws {
    var routes = try openWeatherRoutes()
    routes["/data/2.5/weather"] = fault.response
    try await withServer(routes) { server in
      await #expect(throws: fault.expected) { try await Self.report(server) }
    }
  }

  @Test("a current answer with no condition has no observation")
  func noCondition() async throws {
    let routes = try openWeatherRoutes(current: [
      (#""weather": ["#, #""weather": [], "unused": ["#)
    ])
    try await withServer(routes) { server in
      await #expect(throws: ServiceError.noData) { try await Self.report(server) }
    }
  }

  @Test("a forecast that never answers times out alone")
  func forecastTimeout() async throws {
    var routes = try openWeatherRoutes()
    routes[OpenWeatherForecastFault.path] = .silent
    try await withServer(routes) { server in
      let report = try await Self.report(server, timeout: 3)
      #expect(report.current.temperature == 21.4)
      #expect(report.forecast == .failure(.timeout))
    }
  }

  @Test("the key appears in no report, error or message, whichever request fails")
  func keyNeverInReports() async throws {
    var leaks = KeyLeaks()
    for fault in OpenWeatherForecastFault.all {
      var routes = try openWeatherRoutes()
      routes[OpenWeatherForecastFault.path] = fault.response
      try await withServer(routes) { server in leaks.record(try await Self.report(server)) }
      var failing = try openWeatherRoutes()
      failing["/data/2.5/weather"] = fault.response
      try await withServer(failing) { server in
        leaks.record(await FaultTests.failure { _ = try await Self.report(server) })
      }
    }
    #expect(leaks.texts.count >= OpenWeatherForecastFault.all.count * 6)
    leaks.expectNone(of: openWeatherKey)
  }
}
