import Foundation
import Testing
import WeatherCore
import WeatherLive
import WeatherTestSupport

/// The OpenWeather fixtures' place, as the offline gazetteer would give it.
let saoPaulo = Location(
  name: "São Paulo, Brazil", latitude: -23.5475, longitude: -46.63611,
  timeZoneIdentifier: "America/Sao_Paulo", country: "Brazil", countryCode: "BR")

/// A key that no answer, error or message may ever show.
let openWeatherKey = "ow-SECRET-0123456789abcdef"

/// The loopback routes of an OpenWeather report: the São Paulo fixtures, each with
/// `replacements` made in its text.
func openWeatherRoutes(
  current: [(String, String)] = [], forecast: [(String, String)] = []
) throws -> [String: LoopbackHTTPServer.Response] {
  return [
    "/data/2.5/weather": .json(try fixtureText("openweather-current-sao-paulo-metric", current)),
    "/data/2.5/forecast": .json(try fixtureText("openweather-forecast-sao-paulo-metric", forecast)),
  ]
}
