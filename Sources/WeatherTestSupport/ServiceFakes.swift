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
  /// Raleigh, 2017-08-28 16:45 UTC, "Broken clouds", icon c03d, in imperial units, as the app
  /// asks for them. The example's figures are metric (24.19 °C, 3.09 m/s); here they are
  /// converted (75.54 ℉, 6.91 mph), so the tests read "76℉" and "Wind 7 mph" for Raleigh in
  /// August. The example has no daily range; the values repeat the temperature, as the live
  /// Weatherbit client does.
  public static let weatherbitExample = WeatherData(
    observationTime: Date(timeIntervalSince1970: 1_503_938_700), temperature: 75.54,
    feelsLike: 75.54, minTemperature: 75.54, maxTemperature: 75.54, windSpeed: 6.91,
    units: .imperial,
    condition: WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))

  /// ``weatherbitExample`` in the metric units that the documentation's example has: 24.19 °C,
  /// and its 3.09 m/s of wind in km/h, as the live Weatherbit client reports a metric wind.
  public static let weatherbitExampleMetric: WeatherData = {
    var data = weatherbitExample
    data.units = .metric
    data.temperature = 24.19
    data.feelsLike = 24.19
    data.minTemperature = 24.19
    data.maxTemperature = 24.19
    data.windSpeed = 3.09 * 3.6
    return data
  }()

  /// A week of days for the Weatherbit documentation's example, Monday, August 28, 2017 to
  /// Sunday, September 3, in Raleigh: a day of broken clouds, then light rain, then clear sky,
  /// and so on, each a degree warmer than the day before.
  public static let weatherbitExampleWeek: [DailyForecast] = {
    let conditions = [
      WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"),
      WeatherCondition(code: 500, description: "Light rain", iconID: "r01d"),
      WeatherCondition(code: 800, description: "Clear sky", iconID: "c01d"),
    ]
    let dates = [(8, 28), (8, 29), (8, 30), (8, 31), (9, 1), (9, 2), (9, 3)]
    return dates.enumerated().map { index, date in
      DailyForecast(
        date: LocalDate(year: 2017, month: date.0, day: date.1),
        condition: conditions[index % conditions.count], low: 60.4 + Double(index),
        high: 75.4 + Double(index), precipitationChance: 10 * index, units: .imperial)
    }
  }()

  /// The Weatherbit documentation's example with ``weatherbitExampleWeek``: what a screen in
  /// Raleigh shows on August 28, 2017.
  public static let weatherbitExampleReport = WeatherReport(
    current: weatherbitExample, forecast: .success(weatherbitExampleWeek))

  /// A weather service that always gives `report`, whatever the place; its current conditions,
  /// for a list's cell, are the report's.
  ///
  /// - Parameter report: The report.
  /// - Returns: The service.
  public static func weather(report: WeatherReport) -> WeatherClient {
    WeatherClient(current: { _, _ in report.current }, report: { _, _ in report })
  }

  /// A weather service whose reports fail for the places named, and are `report` elsewhere.
  ///
  /// - Parameters:
  ///   - error: The failure of the whole report.
  ///   - names: The display names of the places that fail.
  ///   - report: The report elsewhere.
  /// - Returns: The service.
  public static func weather(
    failing error: ServiceError, at names: Set<String>, otherwise report: WeatherReport
  ) -> WeatherClient {
    WeatherClient(
      current: { location, _ in
        if names.contains(location.name) { throw error }
        return report.current
      },
      report: { location, _ in
        if names.contains(location.name) { throw error }
        return report
      })
  }

  /// A weather service that answers the current conditions and fails the forecast alone, as
  /// Weatherbit does when only its second request fails.
  ///
  /// - Parameters:
  ///   - error: Why the forecast failed.
  ///   - current: The current conditions.
  /// - Returns: The service.
  public static func weather(forecastFailing error: ServiceError, current: WeatherData)
    -> WeatherClient
  {
    weather(report: WeatherReport(current: current, forecast: .failure(error)))
  }

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
