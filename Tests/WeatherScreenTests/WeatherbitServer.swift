import Foundation
import WeatherLive
import WeatherTestSupport

/// Weatherbit on loopback: `/v2.0/current` answers with one observation for any place, and
/// `/v2.0/forecast/daily` refuses with HTTP 429, so that a report has current conditions and a
/// forecast that failed alone.
final class WeatherbitServer: Sendable {
  let server: LoopbackHTTPServer
  var environment: [String: String] {
    [
      Weatherbit.baseURLVariable: server.baseURL.absoluteString,
      Weatherbit.apiKeyVariable: "loopback-test-key",
    ]
  }

  init() throws {
    server = try LoopbackHTTPServer { request in
      switch request.path {
      case "/v2.0/current": .json(WeatherbitServer.brokenClouds)
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
}
