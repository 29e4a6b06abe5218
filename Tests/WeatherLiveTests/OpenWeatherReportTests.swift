import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("OpenWeather report", .timeLimit(.minutes(5)))
struct OpenWeatherReportTests {
  static func report(_ server: LoopbackHTTPServer, units: Units = .metric) async throws
    -> WeatherReport
  {
    try await WeatherClient.openWeather(apiKey: openWeatherKey, baseURL: server.baseURL)
      .report(saoPaulo, units)
  }

  /// A forecast answer of `count` steps three hours apart from `start`, at `offset` seconds
  /// from UTC, the temperature of step i being i.
  static func steps(from start: Int, count: Int = 40, offset: Int) -> String {
    let list = (0..<count).map { index in
      #"{"dt":\#(start + index * 10_800),"main":{"temp":\#(index)},"#
        + #""weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01n"}],"pop":0}"#
    }
    return #"{"cod":"200","cnt":\#(count),"list":[\#(list.joined(separator: ","))],"#
      + #""city":{"name":"Test","timezone":\#(offset)}}"#
  }

  @Test("the current answer and the forecast's whole local days make the report")
  func report() async throws {
    try await withServer(try openWeatherRoutes()) { server in
      let report = try await Self.report(server)
      let now = report.current
      #expect(now.observationTime == (try utc("2026-11-29T14:30:00Z")))
      #expect(now.temperature == 21.4)
      #expect(now.feelsLike == 21.6)
      #expect(abs(now.windSpeed - 12.96) < 1e-9)
      #expect(
        now.condition == WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))
      // Today's steps run 22° to 26°, and it is 21.4° now; main.temp_min/max (17.9, 26.3) are
      // a city's spread, not the day's range.
      #expect(now.minTemperature == 21.4)
      #expect(now.maxTemperature == 26)

      let days = try report.forecast.get()
      #expect(
        days.map(\.date) == [
          LocalDate(year: 2026, month: 11, day: 30), LocalDate(year: 2026, month: 12, day: 1),
          LocalDate(year: 2026, month: 12, day: 2), LocalDate(year: 2026, month: 12, day: 3),
        ])
      #expect(days.map(\.low) == [15, 14, 20, 22])
      #expect(days.map(\.high) == [23, 22, 28, 30])
      #expect(days.map(\.precipitationChance) == [80, 60, 0, 45])
      #expect(days.map(\.condition.iconID) == ["r01d", "r02d", "c01d", "t02d"])
      #expect(days.allSatisfy { $0.units == .metric })
    }
  }

  @Test("both requests ask with the documented parameters, every value encoded")
  func requests() async throws {
    try await withServer(try openWeatherRoutes()) { server in
      _ = try await Self.report(server, units: .imperial)
      let requests = server.requests.sorted { $0.path < $1.path }
      #expect(requests.map(\.path) == ["/data/2.5/forecast", "/data/2.5/weather"])
      for request in requests {
        #expect(request.query("lat") == "-23.5475")
        #expect(request.query("lon") == "-46.6361")
        #expect(request.query("units") == "imperial")
        #expect(request.query("appid") == openWeatherKey)
      }
    }
  }

  @Test("imperial wind is shown as sent, in mph")
  func imperialWind() async throws {
    try await withServer(try openWeatherRoutes()) { server in
      let report = try await Self.report(server, units: .imperial)
      #expect(report.current.windSpeed == 3.6)
      #expect(report.current.units == .imperial)
    }
  }

  @Test(
    "whole days are the place's own, whatever its offset",
    arguments: [
      // Steps at 05:30, 08:30, … local: the first day is partial, then four whole ones.
      (19_800, [2, 3, 4, 5]),
      // Steps at 21:00, 00:00, … local: the first day has one step, then four whole ones.
      (-10_800, [1, 2, 3, 4]),
      // Steps at 00:00 local from the first: five whole days.
      (0, [1, 2, 3, 4, 5]),
      // Steps at 12:45 local.
      (45_900, [2, 3, 4, 5]),
    ])
  func wholeDays(offset: Int, expected: [Int]) async throws {
    // 2026-12-01 00:00 UTC.
    let start = 1_764_547_200
    var routes = try openWeatherRoutes()
    routes["/data/2.5/forecast"] = .json(Self.steps(from: start, offset: offset))
    try await withServer(routes) { server in
      let days = try await Self.report(server).forecast.get()
      #expect(days.map(\.date.day) == expected)
      #expect(days.allSatisfy { $0.date.month == 12 })
      #expect(days.allSatisfy { $0.high - $0.low == 7 }, "eight steps a day")
    }
  }

  @Test("a forecast with no step on the observation's day leaves its range the temperature now")
  func noStepToday() async throws {
    var routes = try openWeatherRoutes()
    routes["/data/2.5/forecast"] = .json(Self.steps(from: 1_764_547_200, offset: -10_800))
    try await withServer(routes) { server in
      let report = try await Self.report(server)
      // The first step is 21:00 on Nov 30 at the place, the day after the observation.
      #expect(report.current.minTemperature == 21.4)
      #expect(report.current.maxTemperature == 21.4)
    }
  }

  @Test("current conditions alone take one request, their range the temperature now")
  func current() async throws {
    try await withServer(try openWeatherRoutes()) { server in
      let now = try await WeatherClient.openWeather(
        apiKey: openWeatherKey, baseURL: server.baseURL
      ).current(saoPaulo, .metric)
      #expect(now.temperature == 21.4)
      #expect(now.minTemperature == 21.4)
      #expect(now.maxTemperature == 21.4)
      #expect(server.requests.map(\.path) == ["/data/2.5/weather"])
    }
  }

  @Test("a forecast that covers no whole day has no days")
  func noWholeDay() async throws {
    var routes = try openWeatherRoutes()
    routes["/data/2.5/forecast"] = .json(
      Self.steps(from: 1_764_547_200 + 10_800, count: 8, offset: 0))
    try await withServer(routes) { server in
      let report = try await Self.report(server)
      #expect(report.forecast == .failure(.noData))
      #expect(report.current.temperature == 21.4)
    }
  }
}
