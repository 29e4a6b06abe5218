import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension WeatherClient {
  /// Current weather from Weatherbit (`GET {baseURL}/v2.0/current?lat=…&lon=…&units=I|M&key=…`).
  ///
  /// Reads `data[0]`: `ob_time` (UTC), `temp`, `app_temp`, `wind_spd` and `weather`'s code
  /// (a number or a string: both occur), description and icon. Imperial asks for `units=I`
  /// (℉, mph); metric asks for `units=M` (°C, m/s) and the wind is converted to km/h.
  ///
  /// The current-conditions endpoint has no daily minimum or maximum, and a second request to
  /// the daily forecast would double the calls against the key's quota, so both are set to the
  /// current temperature: the screen shows "H/L" equal to now rather than invented figures.
  ///
  /// The key is only ever placed in the request URL. No error this client throws carries it:
  /// transport errors are replaced by `ServiceError`s built from fixed text.
  ///
  /// ```swift
  /// guard let key = Weatherbit.apiKey(fromEnvironment: ProcessInfo.processInfo.environment)
  /// else { return }
  /// let now = try await WeatherClient.weatherbit(apiKey: key).current(raleigh, .metric)
  /// ```
  ///
  /// - Parameters:
  ///   - apiKey: The Weatherbit API key.
  ///   - baseURL: The service root; `/v2.0/current` is appended to its path.
  ///   - timeout: Seconds to wait for an answer before failing with `ServiceError.timeout`.
  ///   - session: The URL session; by default a shared ephemeral one.
  /// - Returns: A weather client whose faults are `ServiceError`s; `data: []` (or HTTP 204)
  ///   is `ServiceError.noData`.
  public static func weatherbit(
    apiKey: String, baseURL: URL = Weatherbit.defaultURL, timeout: TimeInterval = 10,
    session: URLSession = LiveHTTP.sharedSession
  ) -> WeatherClient {
    WeatherClient { location, units in
      let url = try LiveHTTP.url(
        base: baseURL, path: "/v2.0/current",
        query: [
          ("lat", LiveHTTP.coordinate(location.latitude)),
          ("lon", LiveHTTP.coordinate(location.longitude)),
          ("units", units == .imperial ? "I" : "M"),
          ("key", apiKey),
        ])
      let (status, body) = try await LiveHTTP.get(url, timeout: timeout, session: session)
      // Weatherbit answers 204 No Content when it has no station data for the place.
      if status == 204 { throw ServiceError.noData }
      let response = try LiveHTTP.decode(WeatherbitCurrentResponse.self, from: body)
      guard let observation = response.data.first else { throw ServiceError.noData }
      return try observation.weatherData(units: units)
    }
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
