import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Current weather from Open-Meteo's forecast API (`GET {baseURL}/v1/forecast`).
  ///
  /// Asks for `current=temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day`
  /// and `daily=temperature_2m_max,temperature_2m_min` with `forecast_days=1`, so the daily
  /// figures are today's in the place's own time zone (`timezone=` the location's zone, or
  /// `auto` when it has none). Units are asked of the server (`temperature_unit=fahrenheit`,
  /// `wind_speed_unit=mph` for imperial; `celsius` and `kmh` for metric), never converted here.
  /// The WMO weather code becomes a condition through ``WeatherCore/WeatherCondition/wmo(code:isDay:)``.
  ///
  /// ```swift
  /// let weather = WeatherClient.openMeteo()
  /// let now = try await weather.current(richmond, .imperial)
  /// ```
  ///
  /// - Parameters:
  ///   - baseURL: The service root; `/v1/forecast` is appended to its path.
  ///   - timeout: Seconds to wait for an answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A weather client whose faults are `ServiceError`s.
  public static func openMeteo(
    baseURL: URL = OpenMeteo.defaultForecastURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> WeatherClient {
    WeatherClient { location, units in
      let zone = location.timeZoneIdentifier.isEmpty ? "auto" : location.timeZoneIdentifier
      let url = try LiveHTTP.url(
        base: baseURL, path: "/v1/forecast",
        query: [
          ("latitude", LiveHTTP.coordinate(location.latitude)),
          ("longitude", LiveHTTP.coordinate(location.longitude)),
          ("current", "temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day"),
          ("daily", "temperature_2m_max,temperature_2m_min"),
          ("timezone", zone),
          ("forecast_days", "1"),
          ("temperature_unit", units == .imperial ? "fahrenheit" : "celsius"),
          ("wind_speed_unit", units == .imperial ? "mph" : "kmh"),
        ])
      let (_, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
      let forecast = try LiveHTTP.decode(OpenMeteoForecastResponse.self, from: body)
      return try forecast.weatherData(units: units)
    }
  }
}

/// The parts of `/v1/forecast`'s answer that the screen shows.
struct OpenMeteoForecastResponse: Decodable {
  var utcOffsetSeconds: Int
  var current: Current
  var daily: Daily

  enum CodingKeys: String, CodingKey {
    case current, daily
    case utcOffsetSeconds = "utc_offset_seconds"
  }

  struct Current: Decodable {
    /// Local wall-clock time at the place, such as "2026-11-29T07:00".
    var time: String
    var temperature: Double
    var apparentTemperature: Double
    var weatherCode: Int
    var windSpeed: Double
    var isDay: Int

    enum CodingKeys: String, CodingKey {
      case time
      case temperature = "temperature_2m"
      case apparentTemperature = "apparent_temperature"
      case weatherCode = "weather_code"
      case windSpeed = "wind_speed_10m"
      case isDay = "is_day"
    }
  }

  struct Daily: Decodable {
    // Optional elements: Open-Meteo sends null where a model has no value.
    var maximum: [Double?]
    var minimum: [Double?]

    enum CodingKeys: String, CodingKey {
      case maximum = "temperature_2m_max"
      case minimum = "temperature_2m_min"
    }
  }

  func weatherData(units: Units) throws -> WeatherData {
    guard let observed = LiveHTTP.date(current.time, secondsFromGMT: utcOffsetSeconds) else {
      throw ServiceError.malformed("bad current.time")
    }
    guard let maximum = daily.maximum.first ?? nil else {
      throw ServiceError.malformed("missing daily.temperature_2m_max[0]")
    }
    guard let minimum = daily.minimum.first ?? nil else {
      throw ServiceError.malformed("missing daily.temperature_2m_min[0]")
    }
    return WeatherData(
      observationTime: observed, temperature: current.temperature,
      feelsLike: current.apparentTemperature, minTemperature: minimum, maxTemperature: maximum,
      windSpeed: current.windSpeed, units: units,
      condition: .wmo(code: current.weatherCode, isDay: current.isDay != 0))
  }
}
