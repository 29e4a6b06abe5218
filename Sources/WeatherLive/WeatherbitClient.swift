import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Weather from Weatherbit: the current conditions from `GET {baseURL}/v2.0/current`, and
  /// for a report also the days ahead from `GET {baseURL}/v2.0/forecast/daily`. Both requests
  /// carry `lat`, `lon`, `units=I|M` and `key`; the forecast's also `days=7`, today and six
  /// days ahead.
  ///
  /// The current conditions read `data[0]`: `ob_time` (UTC), `temp`, `app_temp`, `wind_spd`
  /// and `weather`'s code (a number or a string: both occur), description and icon. Imperial
  /// asks for `units=I` (℉, mph); metric asks for `units=M` (°C, m/s) and the wind is
  /// converted to km/h. The current-conditions endpoint has no daily minimum or maximum, and
  /// ``WeatherCore/WeatherClient/current`` serves a list's cells, where a second request per
  /// place would double the calls against the key's quota; so there both are set to the current
  /// temperature, and the screen shows "H/L" equal to now rather than invented figures.
  ///
  /// ``WeatherCore/WeatherClient/report`` sends both requests at once. Each day of the forecast
  /// reads `valid_date` (the place's own date), `min_temp`, `max_temp`, `pop` and `weather`.
  /// When the forecast has the observation's day in the place's time zone, the report's current
  /// conditions take their range from it. A failed current request fails the report, and the
  /// forecast request still on its way is cancelled; a failed forecast alone leaves the current
  /// conditions and a ``WeatherCore/WeatherReport/forecast`` that says why, in the same
  /// `ServiceError`s as the current request.
  ///
  /// The key is only ever placed in the request URLs. No error this client throws or reports
  /// carries it: transport errors are replaced by `ServiceError`s built from fixed text.
  ///
  /// ```swift
  /// guard let key = Weatherbit.apiKey(fromEnvironment: ProcessInfo.processInfo.environment)
  /// else { return }
  /// let report = try await WeatherClient.weatherbit(apiKey: key).report(raleigh, .metric)
  /// ```
  ///
  /// - Parameters:
  ///   - apiKey: The Weatherbit API key.
  ///   - baseURL: The service root; `/v2.0/current` and `/v2.0/forecast/daily` are appended to
  ///     its path.
  ///   - timeout: Seconds to wait for each answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A weather client whose faults are `ServiceError`s; `data: []` (or HTTP 204)
  ///   is `ServiceError.noData`.
  public static func weatherbit(
    apiKey: String, baseURL: URL = Weatherbit.defaultURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> WeatherClient {
    let service = WeatherbitService(
      apiKey: apiKey, baseURL: baseURL, timeout: timeout, session: session)
    return WeatherClient(
      current: { location, units in try await service.current(at: location, units: units) },
      report: { location, units in try await service.report(at: location, units: units) })
  }
}

/// Weatherbit's two endpoints, with what every request to them needs.
struct WeatherbitService: Sendable {
  let apiKey: String
  let baseURL: URL
  let timeout: TimeInterval
  let session: URLSession

  /// The body of one GET for a place; `extra` goes before the key.
  ///
  /// - Throws: `ServiceError.noData` for 204 No Content, which Weatherbit answers when it has
  ///   nothing for the place; what `LiveHTTP.get` throws otherwise.
  func body(path: String, location: Location, units: Units, extra: [(String, String)] = [])
    async throws -> Data
  {
    let url = try LiveHTTP.url(
      base: baseURL, path: path,
      query: [
        ("lat", LiveHTTP.coordinate(location.latitude)),
        ("lon", LiveHTTP.coordinate(location.longitude)),
        ("units", units == .imperial ? "I" : "M"),
      ] + extra + [("key", apiKey)])
    let (status, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
    if status == 204 { throw ServiceError.noData }
    return body
  }

  func current(at location: Location, units: Units) async throws -> WeatherData {
    let body = try await body(path: "/v2.0/current", location: location, units: units)
    let response = try LiveHTTP.decode(WeatherbitCurrentResponse.self, from: body)
    guard let observation = response.data.first else { throw ServiceError.noData }
    return try observation.weatherData(units: units)
  }
}

/// `/v2.0/current`'s answer.
struct WeatherbitCurrentResponse: Decodable {
  var data: [Observation]

  struct Observation: Decodable {
    /// "2017-08-28 16:45", in UTC.
    var observationTime: String
    var temperature: Double
    var apparentTemperature: Double
    /// m/s for `units=M`, mph for `units=I`.
    var windSpeed: Double
    var weather: Weather

    enum CodingKeys: String, CodingKey {
      case weather
      case observationTime = "ob_time"
      case temperature = "temp"
      case apparentTemperature = "app_temp"
      case windSpeed = "wind_spd"
    }

    func weatherData(units: Units) throws -> WeatherData {
      guard let observed = LiveHTTP.date(observationTime, secondsFromGMT: 0) else {
        throw ServiceError.malformed("bad data[0].ob_time")
      }
      return WeatherData(
        observationTime: observed, temperature: temperature, feelsLike: apparentTemperature,
        minTemperature: temperature, maxTemperature: temperature,
        windSpeed: units == .metric ? windSpeed * 3.6 : windSpeed, units: units,
        condition: WeatherCondition(
          code: weather.code, description: weather.description, iconID: weather.icon))
    }
  }

  struct Weather: Decodable {
    var code: Int
    var description: String
    var icon: String

    enum CodingKeys: String, CodingKey {
      case code, description, icon
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      description = try container.decode(String.self, forKey: .description)
      icon = try container.decode(String.self, forKey: .icon)
      // The documentation shows a number; some answers send "803". Accept both, nothing else.
      if let number = try? container.decode(Int.self, forKey: .code) {
        code = number
      } else if let text = try? container.decode(String.self, forKey: .code),
        let number = Int(text.trimmingCharacters(in: .whitespaces))
      {
        code = number
      } else if container.contains(.code) {
        throw DecodingError.dataCorruptedError(
          forKey: .code, in: container, debugDescription: "not a number")
      } else {
        throw DecodingError.keyNotFound(
          CodingKeys.code,
          DecodingError.Context(codingPath: container.codingPath, debugDescription: "absent"))
      }
    }
  }
}
