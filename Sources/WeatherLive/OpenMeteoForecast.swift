import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Weather from Open-Meteo's forecast API (`GET {baseURL}/v1/forecast`), one request a call.
  ///
  /// Both calls ask for `current=temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day`
  /// in the place's own time zone (`timezone=` the location's zone, or `auto` when it has none),
  /// so that the daily figures are the place's days. ``WeatherCore/WeatherClient/current`` adds
  /// `daily=temperature_2m_max,temperature_2m_min` with `forecast_days=1`: today's range.
  /// ``WeatherCore/WeatherClient/report`` adds `daily=weather_code,temperature_2m_max,`
  /// `temperature_2m_min,precipitation_probability_max` with `forecast_days=7` (today and six
  /// days ahead) to the same request, and its forecast fails alone when only the daily part
  /// cannot be read. Units are asked of the server (`temperature_unit=fahrenheit`,
  /// `wind_speed_unit=mph` for imperial; `celsius` and `kmh` for metric), never converted here.
  /// WMO weather codes become conditions through ``WeatherCore/WeatherCondition/wmo(code:isDay:)``,
  /// a day's with its daytime icon.
  ///
  /// ```swift
  /// let weather = WeatherClient.openMeteo()
  /// let now = try await weather.current(richmond, .imperial)
  /// let days = try await weather.report(richmond, .imperial).forecast.get()
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
    WeatherClient(
      current: { location, units in
        let url = try OpenMeteoForecastResponse.url(
          base: baseURL, location: location, units: units, daily: .today)
        let (_, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
        let forecast = try LiveHTTP.decode(OpenMeteoForecastResponse.self, from: body)
        return try forecast.weatherData(units: units)
      },
      report: { location, units in
        let url = try OpenMeteoForecastResponse.url(
          base: baseURL, location: location, units: units, daily: .week)
        let (_, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
        let forecast = try LiveHTTP.decode(OpenMeteoForecastResponse.self, from: body)
        return WeatherReport(
          current: try forecast.weatherData(units: units),
          forecast: Result { () throws(ServiceError) in try forecast.days(units: units) })
      })
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

  /// What a request asks of `daily`: today's range alone, or a week of days.
  enum DailyRequest {
    case today
    case week

    var fields: String {
      switch self {
      case .today: "temperature_2m_max,temperature_2m_min"
      case .week:
        "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max"
      }
    }

    var days: Int {
      switch self {
      case .today: 1
      case .week: 7
      }
    }
  }

  static func url(base: URL, location: Location, units: Units, daily: DailyRequest) throws -> URL {
    try LiveHTTP.url(
      base: base, path: "/v1/forecast",
      query: [
        ("latitude", LiveHTTP.coordinate(location.latitude)),
        ("longitude", LiveHTTP.coordinate(location.longitude)),
        ("current", "temperature_2m,apparent_temperature,weather_code,wind_speed_10m,is_day"),
        ("daily", daily.fields),
        ("timezone", location.timeZoneIdentifier.isEmpty ? "auto" : location.timeZoneIdentifier),
        ("forecast_days", String(daily.days)),
        ("temperature_unit", units == .imperial ? "fahrenheit" : "celsius"),
        ("wind_speed_unit", units == .imperial ? "mph" : "kmh"),
      ])
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

  /// The daily arrays, one element for each day. Only the range is always asked for; the rest
  /// belongs to the forecast, which reads them and fails alone when they are missing.
  struct Daily: Decodable {
    // Optional elements: Open-Meteo sends null where a model has no value.
    var time: [String]?
    var weatherCode: [Int?]?
    var maximum: [Double?]
    var minimum: [Double?]
    var precipitationProbability: [Double?]?

    enum CodingKeys: String, CodingKey {
      case time
      case weatherCode = "weather_code"
      case maximum = "temperature_2m_max"
      case minimum = "temperature_2m_min"
      case precipitationProbability = "precipitation_probability_max"
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

  /// The days of `daily`, first today at the place.
  ///
  /// A model's range can end before the last day asked for, and Open-Meteo then sends null
  /// for the days beyond it; the forecast ends with the last day that has a code and a range.
  /// A missing chance of precipitation is `nil`, not a reason to drop the day.
  ///
  /// - Throws: `ServiceError.malformed` naming a missing array or an unreadable date,
  ///   `ServiceError.noData` when not even today is complete.
  func days(units: Units) throws(ServiceError) -> [DailyForecast] {
    guard let times = daily.time else { throw .malformed("missing daily.time") }
    guard let codes = daily.weatherCode else { throw .malformed("missing daily.weather_code") }
    let chances = daily.precipitationProbability ?? []
    var days: [DailyForecast] = []
    for (index, text) in times.enumerated() {
      guard let date = LiveHTTP.localDate(text) else {
        throw .malformed("bad daily.time[\(index)]")
      }
      guard let code = Self.element(index, of: codes),
        let high = Self.element(index, of: daily.maximum),
        let low = Self.element(index, of: daily.minimum)
      else { break }
      let chance = try LiveHTTP.chance(
        Self.element(index, of: chances), field: "daily.precipitation_probability_max[\(index)]")
      days.append(
        DailyForecast(
          date: date, condition: .wmo(code: code, isDay: true), low: low, high: high,
          precipitationChance: chance, units: units))
    }
    guard !days.isEmpty else { throw .noData }
    return days
  }

  /// The value at `index`; nil when it is null or the array is shorter.
  private static func element<Value>(_ index: Int, of values: [Value?]) -> Value? {
    values.indices.contains(index) ? values[index] : nil
  }
}
