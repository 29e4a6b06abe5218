import Foundation
import WeatherGazetteer
import WeatherTestSupport

@testable import WeatherCore
@testable import WeatherLive

/// Open-Meteo's geocoding and forecast APIs on loopback, answering with the offline data: the
/// places that the bundled gazetteer finds and the offline sample weather at a fixed time, in
/// Open-Meteo's wire format. The live clients then show what the offline services show. The
/// week of `daily` is the observation's day, then the sample weather at local noon of each of
/// the six days after it.
/// (`@testable`: the sample weather and the US state names are internal to their modules, and
/// this server reuses them rather than copying them.)
///
/// With `holding`, every answer waits under the key that `ServiceGate` would give the same
/// call ("geocode Richmond, VA", "weather Paris, France") until the test releases it, so an
/// end-to-end run decides the order of the answers as an in-process run does.
final class OpenMeteoServer: Sendable {
  let server: LoopbackHTTPServer

  var environment: [String: String] {
    [
      OpenMeteo.geocodingURLVariable: server.baseURL.absoluteString,
      OpenMeteo.forecastURLVariable: server.baseURL.absoluteString,
    ]
  }

  /// - Parameters:
  ///   - texts: Every address the run will look up; the geocoding API receives only the part
  ///     before the first comma, and maps it back to one of these.
  ///   - now: The fixed clock of the offline weather.
  ///   - holding: Whether each answer waits for a release.
  ///   - delay: Seconds that each answer waits before it is sent.
  init(texts: [String], now: Date, holding: Bool, delay: TimeInterval = 0) throws {
    let gazetteer = try Gazetteer.bundled()
    let places = Dictionary(
      texts.map { (OpenMeteoQuery($0).name, $0) }, uniquingKeysWith: { first, _ in first })
    server = try LoopbackHTTPServer { request in
      let answer: (key: String, response: LoopbackHTTPServer.Response)
      switch request.path {
      case "/v1/search":
        guard let name = request.query("name"), let text = places[name] else {
          return .json(#"{"error": true, "reason": "not a text of this run"}"#, status: 400)
        }
        answer = ("geocode " + text, Self.search(gazetteer.search(text)))
      case "/v1/forecast":
        guard let place = Self.place(for: request, in: gazetteer, texts: texts) else {
          return .json(#"{"error": true, "reason": "not a place of this run"}"#, status: 400)
        }
        let units: Units = request.query("temperature_unit") == "celsius" ? .metric : .imperial
        let data = SampleWeather.observation(at: place, time: now, units: units)
        let days = request.query("forecast_days") == "1" ? 1 : 7
        answer = ("weather " + place.name, Self.forecast(data, at: place, days: days))
      default:
        return nil
      }
      var response = answer.response
      response.delay = delay
      return holding ? response.held(as: answer.key) : response
    }
  }

  /// The place of this run whose coordinates the forecast request names.
  private static func place(
    for request: LoopbackHTTPServer.Request, in gazetteer: Gazetteer, texts: [String]
  ) -> Location? {
    texts.lazy.flatMap { gazetteer.search($0) }.first { place in
      request.query("latitude") == LiveHTTP.coordinate(place.latitude)
        && request.query("longitude") == LiveHTTP.coordinate(place.longitude)
    }
  }

  /// `/v1/search`'s answer for the gazetteer's places: the name before the comma, and the
  /// state spelled out in the United States, as Open-Meteo gives them.
  private static func search(_ places: [Location]) -> LoopbackHTTPServer.Response {
    let states = Dictionary(
      USStates.codes.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    let results = places.map { place in
      let parts = place.name.split(separator: ", ", maxSplits: 1).map(String.init)
      return SearchResult(
        name: parts[0], latitude: place.latitude, longitude: place.longitude,
        timezone: place.timeZoneIdentifier, country: place.country,
        countryCode: place.countryCode,
        admin1: place.countryCode == "US" && parts.count > 1 ? states[parts[1]] : nil)
    }
    return encoded(["results": results])
  }

  /// `/v1/forecast`'s answer for one observation and `days` days from its own, with the WMO
  /// code that maps to each condition.
  private static func forecast(_ data: WeatherData, at place: Location, days: Int)
    -> LoopbackHTTPServer.Response
  {
    let isDay = data.condition.iconID.hasSuffix("d")
    let week = Self.week(after: data, at: place).prefix(days - 1)
    guard
      let code = (0...99).first(where: {
        WeatherCondition.wmo(code: $0, isDay: isDay) == data.condition
      })
    else {
      return .json(
        #"{"error": true, "reason": "no WMO code for \#(data.condition.description)"}"#,
        status: 500)
    }
    // A sample condition that no WMO code gives by day (haze, smoke) reads as the current one.
    let dailyCodes = ([data] + week).map { Self.dailyCode($0.condition) ?? code }
    let offset = place.timeZone.secondsFromGMT(for: data.observationTime)
    let local = DateFormatter()
    local.locale = Locale(identifier: "en_US_POSIX")
    local.timeZone = TimeZone(secondsFromGMT: offset)
    local.dateFormat = "yyyy-MM-dd'T'HH:mm"
    return encoded(
      Forecast(
        utcOffsetSeconds: offset,
        current: .init(
          time: local.string(from: data.observationTime), temperature: data.temperature,
          apparentTemperature: data.feelsLike, weatherCode: code, windSpeed: data.windSpeed,
          isDay: isDay ? 1 : 0),
        daily: .init(
          time: (0..<days).map { Self.localDate(data.observationTime, plus: $0, at: place) },
          weatherCode: dailyCodes,
          maximum: [data.maxTemperature] + week.map(\.maxTemperature),
          minimum: [data.minTemperature] + week.map(\.minTemperature)))
    )
  }

  /// The sample weather at local noon of each of the six days after `data`'s.
  private static func week(after data: WeatherData, at place: Location) -> [WeatherData] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = place.timeZone
    let start = calendar.startOfDay(for: data.observationTime)
    return (1...6).compactMap { offset in
      calendar.date(byAdding: DateComponents(day: offset, hour: 12), to: start).map {
        SampleWeather.observation(at: place, time: $0, units: data.units)
      }
    }
  }

  /// The WMO code whose daytime condition reads as `condition` does, as a day's code is read.
  private static func dailyCode(_ condition: WeatherCondition) -> Int? {
    (0...99).first {
      WeatherCondition.wmo(code: $0, isDay: true).description == condition.description
    }
  }

  /// "2026-11-30": the day `days` after the day of `date` at the place.
  private static func localDate(_ date: Date, plus days: Int, at place: Location) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = place.timeZone
    let day = calendar.date(byAdding: .day, value: days, to: date) ?? date
    let parts = calendar.dateComponents([.year, .month, .day], from: day)
    return String(
      format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  private static func encoded(_ value: some Encodable) -> LoopbackHTTPServer.Response {
    do {
      return .json(try JSONEncoder().encode(value))
    } catch {
      return .json(#"{"error": true, "reason": "could not encode"}"#, status: 500)
    }
  }

  private struct SearchResult: Encodable {
    var name: String
    var latitude, longitude: Double
    var timezone, country, countryCode: String
    var admin1: String?

    enum CodingKeys: String, CodingKey {
      case name, latitude, longitude, timezone, country, admin1
      case countryCode = "country_code"
    }
  }

  private struct Forecast: Encodable {
    struct Current: Encodable {
      var time: String
      var temperature, apparentTemperature: Double
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
    struct Daily: Encodable {
      var time: [String]
      var weatherCode: [Int]
      var maximum, minimum: [Double]

      enum CodingKeys: String, CodingKey {
        case time
        case weatherCode = "weather_code"
        case maximum = "temperature_2m_max"
        case minimum = "temperature_2m_min"
      }
    }
    var utcOffsetSeconds: Int
    var current: Current
    var daily: Daily

    enum CodingKeys: String, CodingKey {
      case current, daily
      case utcOffsetSeconds = "utc_offset_seconds"
    }
  }
}
