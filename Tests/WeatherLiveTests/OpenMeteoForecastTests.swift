import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

@Suite("Open-Meteo forecast", .timeLimit(.minutes(5)))
struct OpenMeteoForecastTests {
  @Test("reads current values and today's range, and asks in the place's zone and units")
  func imperial() async throws {
    let body = try fixture("open-meteo-forecast-richmond-imperial")
    try await withServer(["/v1/forecast": .json(body)]) { server in
      let data = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .current(richmond, .imperial)
      // 07:00 at UTC-5 (utc_offset_seconds -18000) is noon UTC.
      #expect(data.observationTime == (try utc("2026-11-29T12:00:00Z")))
      #expect(data.temperature == 41.3)
      #expect(data.feelsLike == 35.8)
      #expect(data.maxTemperature == 52.1)
      #expect(data.minTemperature == 33.6)
      #expect(data.windSpeed == 7.4)
      #expect(data.units == .imperial)
      #expect(data.condition == .wmo(code: 3, isDay: false))
      #expect(data.condition.iconID.hasSuffix("n"))

      let request = try #require(server.requests.first)
      #expect(request.path == "/v1/forecast")
      #expect(request.query("latitude") == "37.5538")
      #expect(request.query("longitude") == "-77.4603")
      #expect(
        request.query("current")
          == "temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day")
      #expect(request.query("daily") == "temperature_2m_max,temperature_2m_min")
      #expect(request.query("timezone") == "America/New_York")
      #expect(request.query("forecast_days") == "1")
      #expect(request.query("temperature_unit") == "fahrenheit")
      #expect(request.query("wind_speed_unit") == "mph")
    }
  }

  @Test("metric asks for Celsius and km/h; a place without a zone asks for timezone=auto")
  func metricAndAutoZone() async throws {
    let body = try fixture("open-meteo-forecast-richmond-imperial")
    try await withServer(["/v1/forecast": .json(body)]) { server in
      var somewhere = richmond
      somewhere.timeZoneIdentifier = ""
      let data = try await WeatherClient.openMeteo(baseURL: server.baseURL)
        .current(somewhere, .metric)
      #expect(data.units == .metric)
      let request = try #require(server.requests.first)
      #expect(request.query("temperature_unit") == "celsius")
      #expect(request.query("wind_speed_unit") == "kmh")
      #expect(request.query("timezone") == "auto")
    }
  }

  @Test("a null where today's maximum should be is malformed, naming the field")
  func nullDailyValue() async throws {
    let text = String(decoding: try fixture("open-meteo-forecast-richmond-imperial"), as: UTF8.self)
      .replacingOccurrences(
        of: #""temperature_2m_max":[52.1]"#, with: #""temperature_2m_max":[null]"#)
    try await withServer(["/v1/forecast": .json(text)]) { server in
      await #expect(throws: ServiceError.malformed("missing daily.temperature_2m_max[0]")) {
        try await WeatherClient.openMeteo(baseURL: server.baseURL).current(richmond, .imperial)
      }
    }
  }

  @Test("an unreadable current time is malformed, naming the field")
  func badTime() async throws {
    let text = String(decoding: try fixture("open-meteo-forecast-richmond-imperial"), as: UTF8.self)
      .replacingOccurrences(of: "2026-11-29T07:00", with: "yesterday")
    try await withServer(["/v1/forecast": .json(text)]) { server in
      await #expect(throws: ServiceError.malformed("bad current.time")) {
        try await WeatherClient.openMeteo(baseURL: server.baseURL).current(richmond, .imperial)
      }
    }
  }
}
