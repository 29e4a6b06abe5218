import Foundation
import WeatherLive
import WeatherTestSupport

/// Weatherbit on loopback: `/v2.0/current` answers with one observation for any place, and
/// `/v2.0/forecast/daily` with the days after it or, for a forecast that fails alone, with
/// HTTP 429.
final class WeatherbitServer: Sendable {
  /// What `/v2.0/forecast/daily` answers.
  enum Forecast: Sendable {
    /// The week from the scenarios' fixed day, in the documented shape.
    case days
    /// HTTP 429, as Weatherbit answers a key past its limit.
    case refused
  }

  let server: LoopbackHTTPServer
  var environment: [String: String] {
    [
      Weatherbit.baseURLVariable: server.baseURL.absoluteString,
      Weatherbit.apiKeyVariable: "loopback-test-key",
    ]
  }

  init(forecast: Forecast) throws {
    server = try LoopbackHTTPServer { request in
      switch request.path {
      case "/v2.0/current": .json(WeatherbitServer.brokenClouds)
      case "/v2.0/forecast/daily" where forecast == .days: .json(WeatherbitServer.week)
      case "/v2.0/forecast/daily":
        .json(
          #"{"status_code": 429, "status_message": "Your API key has exceeded its limit."}"#,
          status: 429)
      default: nil
      }
    }
  }

  // The documented shape of `/v2.0/current`, observed at the scenarios' fixed time.
  static let brokenClouds = """
    {"data":[{"ob_time":"2026-11-29 11:30","temp":46.4,"app_temp":43.1,"wind_spd":9.4,
    "weather":{"code":803,"description":"Broken clouds","icon":"c03d"}}],"count":1}
    """

  // The documented shape of `/v2.0/forecast/daily` (the fields the client reads), from the
  // scenarios' fixed day on.
  static let week = """
    {"data":[
    {"valid_date":"2026-11-29","min_temp":41.2,"max_temp":48.9,"pop":40,
    "weather":{"code":803,"description":"Broken clouds","icon":"c03d"}},
    {"valid_date":"2026-11-30","min_temp":39.7,"max_temp":46.0,"pop":80,
    "weather":{"code":500,"description":"Light rain","icon":"r01d"}},
    {"valid_date":"2026-12-01","min_temp":37.4,"max_temp":44.6,"pop":60,
    "weather":{"code":501,"description":"Moderate rain","icon":"r02d"}},
    {"valid_date":"2026-12-02","min_temp":35.1,"max_temp":43.3,"pop":10,
    "weather":{"code":801,"description":"Few clouds","icon":"c02d"}},
    {"valid_date":"2026-12-03","min_temp":33.8,"max_temp":42.1,"pop":0,
    "weather":{"code":800,"description":"Clear sky","icon":"c01d"}},
    {"valid_date":"2026-12-04","min_temp":36.0,"max_temp":45.5,"pop":30,
    "weather":{"code":804,"description":"Overcast clouds","icon":"c04d"}},
    {"valid_date":"2026-12-05","min_temp":38.3,"max_temp":47.2,"pop":70,
    "weather":{"code":601,"description":"Snow","icon":"s02d"}}
    ],"city_name":"Paris","timezone":"Europe/Paris"}
    """
}
