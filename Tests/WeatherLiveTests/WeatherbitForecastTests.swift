import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// The loopback routes of a Weatherbit report: the documentation's current example, and the
/// Raleigh forecast fixture, each with `replacements` made in its text.
func weatherbitRoutes(
  current: [(String, String)] = [], forecast: [(String, String)] = []
) throws -> [String: LoopbackHTTPServer.Response] {
  return [
    "/v2.0/current": .json(try fixtureText("weatherbit-current-example", current)),
    "/v2.0/forecast/daily": .json(try fixtureText("weatherbit-forecast-daily-raleigh", forecast)),
  ]
}

@Suite("Weatherbit report", .timeLimit(.minutes(5)))
struct WeatherbitForecastTests {
  static let key = "wb-SECRET-5a5a5a5a5a5a5a5a"

  /// The fixture's seven days, in `units`.
  static func raleighDays(_ units: Units) -> [DailyForecast] {
    let rows:
      [(day: Int, code: Int, text: String, icon: String, low: Double, high: Double, pop: Int)] = [
        (28, 803, "Broken clouds", "c03d", 20.6, 27.8, 20),
        (29, 500, "Light rain", "r01d", 20.1, 25.2, 60),
        (30, 501, "Moderate rain", "r02d", 19.4, 23.9, 80),
        (31, 804, "Overcast clouds", "c04d", 20.0, 27.3, 30),
        (1, 202, "Thunderstorm with heavy rain", "t03d", 21.2, 29.1, 70),
        (2, 802, "Scattered clouds", "c02d", 20.8, 30.4, 10),
        (3, 800, "Clear sky", "c01d", 19.6, 31.0, 0),
      ]
    return rows.map { row in
      DailyForecast(
        date: LocalDate(year: 2017, month: row.day > 20 ? 8 : 9, day: row.day),
        condition: WeatherCondition(code: row.code, description: row.text, iconID: row.icon),
        low: row.low, high: row.high, precipitationChance: row.pop, units: units)
    }
  }

  /// A client of `server`. A test that holds an answer passes a timeout longer than its own
  /// deadline, so that only the report giving up on the request can end it.
  static func client(
    _ server: LoopbackHTTPServer, key: String = key, timeout: TimeInterval = 10
  ) -> WeatherClient {
    WeatherClient.weatherbit(apiKey: key, baseURL: server.baseURL, timeout: timeout)
  }

  @Test("reads the current conditions and seven days, and today's range comes from the forecast")
  func metric() async throws {
    try await withServer(try weatherbitRoutes()) { server in
      let report = try await Self.client(server).report(ServiceFakes.raleigh, .metric)
      #expect(
        report.current
          == WeatherData(
            observationTime: try utc("2017-08-28T16:45:00Z"), temperature: 24.19, feelsLike: 24.25,
            minTemperature: 20.6, maxTemperature: 27.8, windSpeed: 6.17 * 3.6, units: .metric,
            condition: WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d")))
      #expect(try report.forecast.get() == Self.raleighDays(.metric))
    }
  }

  @Test("asks both endpoints for the place, the units and the key; the forecast for seven days")
  func requests() async throws {
    for (units, letter) in [(Units.metric, "M"), (.imperial, "I")] {
      try await withServer(try weatherbitRoutes()) { server in
        let report = try await Self.client(server).report(ServiceFakes.raleigh, units)
        #expect(try report.forecast.get() == Self.raleighDays(units))
        #expect(server.requests.map(\.path).sorted() == ["/v2.0/current", "/v2.0/forecast/daily"])
        for request in server.requests {
          #expect(request.query("lat") == "35.7721")
          #expect(request.query("lon") == "-78.6386")
          #expect(request.query("units") == letter)
          #expect(request.query("key") == Self.key)
        }
        let forecast = try #require(server.requests.first { $0.path == "/v2.0/forecast/daily" })
        #expect(forecast.query("days") == "7")
      }
    }
  }

  @Test("a key with reserved characters arrives intact at the forecast endpoint too")
  func keyEncoding() async throws {
    let oddKey = "k&days=1+x/y?#"
    try await withServer(try weatherbitRoutes()) { server in
      _ = try await Self.client(server, key: oddKey).report(ServiceFakes.raleigh, .metric)
      let forecast = try #require(server.requests.first { $0.path == "/v2.0/forecast/daily" })
      #expect(forecast.query("key") == oddKey)
      #expect(forecast.queryItems.filter { $0.name == "days" }.map(\.value) == ["7"])
    }
  }

  @Test("the observation's day is taken in the place's zone: 02:00 UTC is the evening before")
  func observationDayInPlaceZone() async throws {
    let routes = try weatherbitRoutes(current: [("2017-08-28 16:45", "2017-08-29 02:00")])
    try await withServer(routes) { server in
      let report = try await Self.client(server).report(ServiceFakes.raleigh, .metric)
      #expect(report.current.minTemperature == 20.6)
      #expect(report.current.maxTemperature == 27.8)
    }
  }

  @Test("a forecast without the observation's day leaves the current range at the temperature")
  func forecastWithoutToday() async throws {
    let routes = try weatherbitRoutes(forecast: [
      (#""valid_date":"2017-08-28""#, #""valid_date":"2017-08-27""#)
    ])
    try await withServer(routes) { server in
      let report = try await Self.client(server).report(ServiceFakes.raleigh, .metric)
      #expect(report.current.minTemperature == 24.19)
      #expect(report.current.maxTemperature == 24.19)
      #expect(try report.forecast.get().first?.date == LocalDate(year: 2017, month: 8, day: 27))
    }
  }

  @Test("a missing chance of precipitation is nil; a fraction is rounded")
  func chances() async throws {
    let routes = try weatherbitRoutes(forecast: [
      (#""pop":20,"#, ""), (#""pop":60,"#, #""pop":59.6,"#),
    ])
    try await withServer(routes) { server in
      let days = try await Self.client(server).report(ServiceFakes.raleigh, .metric).forecast.get()
      #expect(days.map(\.precipitationChance) == [nil, 60, 80, 30, 70, 10, 0])
    }
  }

  @Test("the list's current call still makes one request, to the current endpoint")
  func currentAlone() async throws {
    try await withServer(try weatherbitRoutes()) { server in
      let data = try await Self.client(server).current(ServiceFakes.raleigh, .metric)
      #expect(data.maxTemperature == data.temperature)
      #expect(server.requests.map(\.path) == ["/v2.0/current"])
    }
  }

  @Test(
    "a failing current request fails the report, even with a good forecast",
    arguments: [
      (LoopbackHTTPServer.Response.json("{}", status: 503), ServiceError.http(status: 503)),
      (.json("{}", status: 401), .http(status: 401)),
      (.html("<html>maintenance</html>"), .notJSON),
      (.json(#"{"data":[],"count":0}"#), .noData),
      (.init(status: 204), .noData),
    ])
  func currentFails(response: LoopbackHTTPServer.Response, expected: ServiceError) async throws {
    var routes = try weatherbitRoutes()
    routes["/v2.0/current"] = response
    try await withServer(routes) { server in
      await #expect(throws: expected) {
        try await Self.client(server).report(ServiceFakes.raleigh, .metric)
      }
    }
  }

  @Test("a current request that fails ends the report without waiting for the forecast")
  func currentFailsFirst() async throws {
    var routes = try weatherbitRoutes()
    routes["/v2.0/current"] = LoopbackHTTPServer.Response.json("{}", status: 500).held(as: "now")
    routes["/v2.0/forecast/daily"] = routes["/v2.0/forecast/daily"]?.held(as: "days")
    try await withServer(routes) { server in
      let client = Self.client(server, timeout: 600)
      let report = Task { try await client.report(ServiceFakes.raleigh, .metric) }
      try await server.waitForHeld("days")
      #expect(try await server.release("now"))
      // The forecast's answer stays held: only a report that gave up on it can end.
      let ended = await outcome(of: report, within: 60)
      #expect(ended != nil, "the report was still waiting for the held forecast after 60 s")
      #expect(throws: ServiceError.http(status: 500)) { try ended?.get() }
    }
  }

  @Test(
    "a cancelled report ends with CancellationError, whether or not the current answer came",
    arguments: [true, false])
  func cancelled(holdingCurrent: Bool) async throws {
    var routes = try weatherbitRoutes()
    if holdingCurrent {
      routes["/v2.0/current"] = routes["/v2.0/current"]?.held(as: "now")
    }
    routes["/v2.0/forecast/daily"] = routes["/v2.0/forecast/daily"]?.held(as: "days")
    try await withServer(routes) { server in
      let client = Self.client(server, timeout: 600)
      let report = Task { try await client.report(ServiceFakes.raleigh, .metric) }
      if holdingCurrent { try await server.waitForHeld("now") }
      try await server.waitForHeld("days")
      report.cancel()
      let ended = await outcome(of: report, within: 60)
      #expect(ended != nil, "the cancelled report had not ended after 60 s")
      // A report whose current conditions came is cancelled all the same, not a forecast error.
      #expect(throws: CancellationError.self) { try ended?.get() }
    }
  }
}
