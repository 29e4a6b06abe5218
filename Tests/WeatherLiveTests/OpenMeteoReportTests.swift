import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("Open-Meteo report", .timeLimit(.minutes(5)))
struct OpenMeteoReportTests {
  /// The fixture's answer, with `replacements` made in its text; each must match.
  static func answer(_ replacements: [(String, String)] = []) throws -> String {
    var text = String(decoding: try fixture("open-meteo-report-richmond-imperial"), as: UTF8.self)
    for (old, new) in replacements {
      #expect(text.contains(old), "the fixture has no \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  /// The fixture's seven days, in `units`.
  static func days(_ units: Units) -> [DailyForecast] {
    let rows: [(day: Int, code: Int, low: Double, high: Double, chance: Int)] = [
      (29, 3, 33.6, 52.1, 5), (30, 61, 38.2, 48.4, 70), (1, 63, 36.1, 45.0, 85),
      (2, 2, 31.4, 50.2, 15), (3, 0, 30.2, 54.3, 0), (4, 71, 27.5, 38.1, 45),
      (5, 95, 33.0, 47.6, 60),
    ]
    return rows.map { row in
      DailyForecast(
        date: LocalDate(year: 2026, month: row.day > 20 ? 11 : 12, day: row.day),
        condition: .wmo(code: row.code, isDay: true), low: row.low, high: row.high,
        precipitationChance: row.chance, units: units)
    }
  }

  @Test("reads the current conditions and seven days from one request")
  func imperial() async throws {
    try await withServer(["/v1/forecast": .json(try Self.answer())]) { server in
      let report = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(richmond, .imperial)
      #expect(
        report.current
          == WeatherData(
            observationTime: try utc("2026-11-29T12:00:00Z"), temperature: 41.3, feelsLike: 35.8,
            minTemperature: 33.6, maxTemperature: 52.1, windSpeed: 7.4, units: .imperial,
            condition: .wmo(code: 3, isDay: false)))
      #expect(try report.forecast.get() == Self.days(.imperial))
      // A day's icon is the daytime one, even when the current conditions are at night.
      #expect(try report.forecast.get().allSatisfy { $0.condition.iconID.hasSuffix("d") })

      #expect(server.requests.count == 1)
      let request = try #require(server.requests.first)
      #expect(request.path == "/v1/forecast")
      #expect(request.query("latitude") == "37.5538")
      #expect(request.query("longitude") == "-77.4603")
      #expect(
        request.query("current")
          == "temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day")
      #expect(
        request.query("daily")
          == "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max")
      #expect(request.query("timezone") == "America/New_York")
      #expect(request.query("forecast_days") == "7")
      #expect(request.query("temperature_unit") == "fahrenheit")
      #expect(request.query("wind_speed_unit") == "mph")
    }
  }

  @Test(
    "asks in the place's zone and keeps the dates as sent, east or west of UTC, in metric",
    arguments: ["Pacific/Pago_Pago", "Pacific/Kiritimati"])
  func placeZone(zone: String) async throws {
    try await withServer(["/v1/forecast": .json(try Self.answer())]) { server in
      var place = richmond
      place.timeZoneIdentifier = zone
      let report = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(place, .metric)
      #expect(try report.forecast.get() == Self.days(.metric))
      let request = try #require(server.requests.first)
      #expect(request.query("timezone") == zone)
      #expect(request.query("temperature_unit") == "celsius")
      #expect(request.query("wind_speed_unit") == "kmh")
    }
  }

  @Test("a place without a zone asks for timezone=auto")
  func autoZone() async throws {
    try await withServer(["/v1/forecast": .json(try Self.answer())]) { server in
      var somewhere = richmond
      somewhere.timeZoneIdentifier = ""
      _ = try await WeatherClient.openMeteo(baseURL: server.baseURL).report(somewhere, .imperial)
      #expect(server.requests.first?.query("timezone") == "auto")
    }
  }

  @Test("nulls at the end of the model's range end the forecast at the last complete day")
  func trailingNulls() async throws {
    let body = try Self.answer([("38.1,47.6]", "null,null]")])
    try await withServer(["/v1/forecast": .json(body)]) { server in
      let report = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(richmond, .imperial)
      #expect(try report.forecast.get() == Array(Self.days(.imperial).prefix(5)))
    }
  }

  @Test("a missing chance of precipitation is nil, and the day stays")
  func nullChance() async throws {
    let body = try Self.answer([("[5,70,85,", "[5,null,85,")])
    try await withServer(["/v1/forecast": .json(body)]) { server in
      let days = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(richmond, .imperial).forecast.get()
      var expected = Self.days(.imperial)
      expected[1].precipitationChance = nil
      #expect(days == expected)
    }
  }

  @Test(
    "an unreadable daily part fails the forecast alone, naming the field",
    arguments: [
      (#""daily":{"time""#, #""daily":{"times""#, ServiceError.malformed("missing daily.time")),
      (#""weather_code":[3,"#, #""codes":[3,"#, .malformed("missing daily.weather_code")),
      ("2026-12-01", "2026-11-31", .malformed("bad daily.time[2]")),
      ("2026-12-02", "2026-12-2", .malformed("bad daily.time[3]")),
      ("[5,70,85,", "[5,70,185,", .malformed("bad daily.precipitation_probability_max[2]")),
      (#""weather_code":[3,"#, #""weather_code":[null,"#, .noData),
    ])
  func unreadableDaily(old: String, new: String, expected: ServiceError) async throws {
    try await withServer(["/v1/forecast": .json(try Self.answer([(old, new)]))]) { server in
      let report = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(richmond, .imperial)
      #expect(report.current.temperature == 41.3)
      #expect(report.forecast == .failure(expected))
    }
  }

  @Test("no days at all is no data for the forecast")
  func noDays() async throws {
    let text = try Self.answer()
    let start = try #require(text.range(of: #""daily":{"#))
    let body =
      text[..<start.lowerBound] + #""daily":{"time":[],"weather_code":[],"#
      + #""temperature_2m_max":[1],"temperature_2m_min":[0]}}"#
    try await withServer(["/v1/forecast": .json(String(body))]) { server in
      let report = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .report(richmond, .imperial)
      #expect(report.forecast == .failure(.noData))
    }
  }

  @Test(
    "a failed request or unreadable current conditions fail the whole report",
    arguments: [
      (LoopbackHTTPServer.Response.json("{}", status: 503), ServiceError.http(status: 503)),
      (.html("<html>busy</html>"), .notJSON),
      (.json(""), .malformed("empty answer")),
      (
        .json(#"{"utc_offset_seconds":0,"current":{},"daily":{"temperature_2m_max":[1]}}"#),
        .malformed("missing current.time")
      ),
    ])
  func failedReport(response: LoopbackHTTPServer.Response, expected: ServiceError) async throws {
    try await withServer(["/v1/forecast": response]) { server in
      await #expect(throws: expected) {
        try await WeatherClient.openMeteo(baseURL: server.baseURL).report(richmond, .imperial)
      }
    }
  }
}
