import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Weather from OpenWeather's free APIs: the current conditions from
  /// `GET {baseURL}/data/2.5/weather`, and for a report also the 5-day forecast of 3-hour steps
  /// from `GET {baseURL}/data/2.5/forecast`. Both requests carry `lat`, `lon`, `units` and
  /// `appid`.
  ///
  /// Units are asked of the server (`units=imperial` for ℉ and mph, `units=metric` for °C and
  /// m/s), and metric's wind is shown in km/h, as the other providers' is. Conditions map from
  /// OpenWeather's ids and icon names through
  /// ``WeatherCore/WeatherCondition/openWeather(id:icon:)``.
  ///
  /// ``WeatherCore/WeatherClient/current`` serves a list's cells with one request, as
  /// Weatherbit's does, so its range is the current temperature alone: `main.temp_min` and
  /// `temp_max` are the spread across a city at this moment, not the day's range.
  /// ``WeatherCore/WeatherClient/report`` sends both requests at once. Its forecast is the
  /// whole days that the steps cover in the place's own time zone (the answers' offset from
  /// UTC), usually four; today's range comes from the current temperature and the steps of the
  /// observation's local day. A failed current request fails the report; a failed forecast
  /// alone leaves the current conditions and a ``WeatherCore/WeatherReport/forecast`` that says
  /// why.
  ///
  /// The key is only ever placed in the request URLs. No error this client throws or reports
  /// carries it: transport errors are replaced by `ServiceError`s built from fixed text.
  ///
  /// ```swift
  /// let weather = WeatherClient.openWeather(apiKey: key)
  /// let report = try await weather.report(saoPaulo, .metric)
  /// ```
  ///
  /// - Parameters:
  ///   - apiKey: The OpenWeather API key.
  ///   - baseURL: The service root; `/data/2.5/weather` and `/data/2.5/forecast` are appended
  ///     to its path.
  ///   - timeout: Seconds to wait for each answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A weather client whose faults are `ServiceError`s; `list: []` is
  ///   `ServiceError.noData`.
  public static func openWeather(
    apiKey: String, baseURL: URL = OpenWeather.defaultURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> WeatherClient {
    let service = OpenWeatherService(
      apiKey: apiKey, baseURL: baseURL, timeout: timeout, session: session)
    return WeatherClient(
      current: { location, units in
        try await service.current(at: location, units: units).weatherData(units: units)
      },
      report: { location, units in try await service.report(at: location, units: units) })
  }
}

/// OpenWeather's two weather endpoints, with what every request to them needs.
struct OpenWeatherService: Sendable {
  let apiKey: String
  let baseURL: URL
  let timeout: TimeInterval
  let session: URLSession

  /// The body of one GET for a place.
  func body(path: String, location: Location, units: Units) async throws -> Data {
    let url = try LiveHTTP.url(
      base: baseURL, path: path,
      query: [
        ("lat", LiveHTTP.coordinate(location.latitude)),
        ("lon", LiveHTTP.coordinate(location.longitude)),
        ("units", OpenWeatherUnits.query(units)), ("appid", apiKey),
      ])
    return try await LiveHTTP.get(url, timeout: timeout, session: session).body
  }

  func current(at location: Location, units: Units) async throws -> OpenWeatherCurrentResponse {
    let body = try await body(path: "/data/2.5/weather", location: location, units: units)
    return try LiveHTTP.decode(OpenWeatherCurrentResponse.self, from: body)
  }

  /// The current conditions and the days ahead, from two requests sent at once.
  ///
  /// The forecast runs as a child task, so a current request that throws leaves the scope and
  /// with it cancels the forecast request.
  func report(at location: Location, units: Units) async throws -> WeatherReport {
    async let steps = forecast(at: location, units: units)
    let answer = try await current(at: location, units: units)
    var now = try answer.weatherData(units: units)
    let forecast = try await steps
    let today = OpenWeatherForecastResponse.localDate(answer.dt, offset: answer.timezone)
    if case .success(let response) = forecast,
      let range = try? response.range(on: today)
    {
      now.minTemperature = min(range.low, now.temperature)
      now.maxTemperature = max(range.high, now.temperature)
    }
    return WeatherReport(
      current: now,
      forecast: forecast.flatMap { response in
        Result { () throws(ServiceError) in try response.days(units: units) }
      })
  }

  /// The forecast's answer, or the `ServiceError` that a current request would have thrown in
  /// its place.
  ///
  /// - Throws: `CancellationError` only: a cancelled report has no forecast to show.
  func forecast(at location: Location, units: Units) async throws(CancellationError) -> Result<
    OpenWeatherForecastResponse, ServiceError
  > {
    try await LiveHTTP.result {
      let body = try await body(path: "/data/2.5/forecast", location: location, units: units)
      return try LiveHTTP.decode(OpenWeatherForecastResponse.self, from: body)
    }
  }
}
