import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// The faults of Weatherbit's forecast endpoint: every fault of ``Fault/all``, and the ones
/// that only an answer of the forecast's own shape can have.
enum ForecastFault {
  static let path = "/v2.0/forecast/daily"

  static var all: [Fault] {
    Fault.all + [
      Fault(
        name: "data: []", response: .json(#"{"data":[],"city_name":"Raleigh"}"#),
        expected: .noData),
      Fault(name: "204 No Content", response: .init(status: 204), expected: .noData),
      Fault(
        name: "no data", response: .json(#"{"city_name":"Raleigh"}"#),
        expected: .malformed("missing data")),
      Fault(
        name: "a day without its maximum",
        response: .json(
          #"{"data":[{"valid_date":"2017-08-28","min_temp":20.6,"pop":20,"weather":{"icon":"c03d","code":"803","description":"Broken clouds"}}]}"#
        ),
        expected: .malformed("missing data[0].max_temp")),
      Fault(
        name: "an unreadable date",
        response: .json(
          #"{"data":[{"valid_date":"28/08/2017","max_temp":27.8,"min_temp":20.6,"pop":20,"weather":{"icon":"c03d","code":"803","description":"Broken clouds"}}]}"#
        ),
        expected: .malformed("bad data[0].valid_date")),
      Fault(
        name: "a chance above 100 percent",
        response: .json(
          #"{"data":[{"valid_date":"2017-08-28","max_temp":27.8,"min_temp":20.6,"pop":120,"weather":{"icon":"c03d","code":"803","description":"Broken clouds"}}]}"#
        ),
        expected: .malformed("bad data[0].pop")),
    ]
  }
}

@Suite("Weatherbit forecast faults", .timeLimit(.minutes(5)))
struct ForecastFaultTests {
  static let key = LiveService.key

  /// A report against `server`, whose timeout is generous unless a test needs one to pass.
  static func report(_ server: LoopbackHTTPServer, timeout: TimeInterval = 10) async throws
    -> WeatherReport
  {
    try await WeatherClient.weatherbit(apiKey: key, baseURL: server.baseURL, timeout: timeout)
      .report(ServiceFakes.raleigh, .metric)
  }

  @Test(
    "a forecast fault keeps the current conditions and fails the forecast with its error",
    arguments: ForecastFault.all)
  func forecastFault(fault: Fault) async throws {
    var routes = try weatherbitRoutes()
    routes[ForecastFault.path] = fault.response
    try await withServer(routes) { server in
      let report = try await Self.report(server)
      #expect(report.current.temperature == 24.19)
      #expect(report.current.condition.iconID == "c03d")
      // Without a forecast there is no day to take a range from.
      #expect(report.current.minTemperature == 24.19)
      #expect(report.current.maxTemperature == 24.19)
      #expect(report.forecast == .failure(fault.expected))
      #expect(server.requests.count == 2)
    }
  }

  @Test("a forecast that never answers times out alone")
  func forecastTimeout() async throws {
    var routes = try weatherbitRoutes()
    routes[ForecastFault.path] = .silent
    try await withServer(routes) { server in
      // Long enough for the current answer on a busy machine, short enough to wait out.
      let report = try await Self.report(server, timeout: 3)
      #expect(report.current.temperature == 24.19)
      #expect(report.forecast == .failure(.timeout))
    }
  }

  @Test("the key appears in no report, error or message, whichever request fails")
  func keyNeverInReports() async throws {
    var leaks = KeyLeaks()
    for fault in ForecastFault.all {
      var routes = try weatherbitRoutes()
      routes[ForecastFault.path] = fault.response
      try await withServer(routes) { server in leaks.record(try await Self.report(server)) }
      var failing = try weatherbitRoutes()
      failing["/v2.0/current"] = fault.response
      try await withServer(failing) { server in
        leaks.record(await FaultTests.failure { _ = try await Self.report(server) })
      }
    }
    var silent = try weatherbitRoutes()
    silent[ForecastFault.path] = .silent
    try await withServer(silent) { server in
      leaks.record(try await Self.report(server, timeout: 3))
    }

    #expect(leaks.texts.count >= ForecastFault.all.count * 6)
    leaks.expectNone(of: Self.key)
  }
}
