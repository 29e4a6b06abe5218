import Foundation
import WeatherCore

/// Test values of the services: answers from a table, fixed weather, and failures.
///
/// ```swift
/// let environment = WeatherEnvironment(
///   geocoder: ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh]]),
///   weather: ServiceFakes.weather(ServiceFakes.weatherbitExample))
/// ```
public enum ServiceFakes {
  /// Raleigh, North Carolina: the place of the Weatherbit documentation's example, at the
  /// coordinates that the example gives.
  public static let raleigh = Location(
    name: "Raleigh, NC", latitude: 35.7721, longitude: -78.63861,
    timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")

  /// Paris, France.
  public static let paris = Location(
    name: "Paris, France", latitude: 48.85341, longitude: 2.3488,
    timeZoneIdentifier: "Europe/Paris", country: "France", countryCode: "FR")

  /// The observation in the Weatherbit documentation's example for `GET /v2.0/current`:
  /// Raleigh, 2017-08-28 16:45 UTC, 24.19, "Broken clouds", icon c03d. The example has no
  /// daily range; the values here repeat the temperature, as the live Weatherbit client does.
  public static let weatherbitExample = WeatherData(
    observationTime: Date(timeIntervalSince1970: 1_503_938_700), temperature: 24.19,
    feelsLike: 24.19, minTemperature: 24.19, maxTemperature: 24.19, windSpeed: 3.09,
    units: .imperial,
    condition: WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))

  /// A geocoder that answers from a table of exact texts; anything else is not found.
  ///
  /// - Parameter places: The places for each text.
  /// - Returns: The geocoder.
  public static func geocoder(_ places: [String: [Location]]) -> GeocoderClient {
    GeocoderClient { text in places[text] ?? [] }
  }

  /// A weather service that always gives `data`, whatever the place.
  ///
  /// - Parameter data: The observation.
  /// - Returns: The service.
  public static func weather(_ data: WeatherData) -> WeatherClient {
    WeatherClient { _, _ in data }
  }

  /// A weather service that fails for the places named, and gives `data` elsewhere.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - names: The display names of the places that fail.
  ///   - data: The observation elsewhere.
  /// - Returns: The service.
  public static func weather(
    failing error: ServiceError, at names: Set<String>, otherwise data: WeatherData
  ) -> WeatherClient {
    WeatherClient { location, _ in
      if names.contains(location.name) { throw error }
      return data
    }
  }

  /// A suggester that answers from a table of exact texts; anything else gets no suggestions.
  ///
  /// - Parameter suggestions: The names suggested for each text, best first.
  /// - Returns: The suggester.
  public static func suggester(_ suggestions: [String: [String]]) -> PlaceSuggester {
    PlaceSuggester { typed in suggestions[typed] ?? [] }
  }

  /// A geocoder that always fails with `error`.
  ///
  /// - Parameter error: The failure.
  /// - Returns: The geocoder.
  public static func geocoder(failing error: ServiceError) -> GeocoderClient {
    GeocoderClient { _ in throw error }
  }
}
