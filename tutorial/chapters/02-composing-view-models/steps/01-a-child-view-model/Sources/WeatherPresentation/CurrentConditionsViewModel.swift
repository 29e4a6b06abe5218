import Foundation
import WeatherCore

/// The current conditions as the weather screen shows them: finished text, and the icon id
/// that the controller turns into a picture.
///
/// An immutable value, made once from one report; a new report makes a new one. Both view-model
/// variants publish it: MVVM·Box in a box, Observation as a stored property.
///
/// ```swift
/// let current = CurrentConditionsViewModel(
///   date: "Monday, Aug 28", icon: "c03d", summary: "Broken clouds - 72℉",
///   forecastSummary: "Summary: Broken clouds", feelsLike: "Feels like 70℉",
///   minMax: "Min 60℉ · Max 75℉", wind: "Wind 8 mph")
/// print(current.summary)  // "Broken clouds - 72℉"
/// ```
public struct CurrentConditionsViewModel: Sendable, Hashable {
  /// The day of the observation in the place's time zone, such as "Monday, Aug 28".
  public let date: String
  /// The Weatherbit icon id of the condition, such as "c03d".
  public let icon: String
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public let summary: String
  /// The forecast summary, such as "Summary: Broken clouds".
  public let forecastSummary: String
  /// The apparent temperature, such as "Feels like 70℉".
  public let feelsLike: String
  /// The day's range, such as "Min 60℉ · Max 75℉".
  public let minMax: String
  /// The wind, such as "Wind 8 mph".
  public let wind: String

  /// Creates the current conditions from finished text.
  ///
  /// - Parameters:
  ///   - date: The day of the observation.
  ///   - icon: The Weatherbit icon id.
  ///   - summary: The condition and temperature.
  ///   - forecastSummary: The forecast summary.
  ///   - feelsLike: The apparent temperature.
  ///   - minMax: The day's range.
  ///   - wind: The wind.
  public init(
    date: String, icon: String, summary: String, forecastSummary: String, feelsLike: String,
    minMax: String, wind: String
  ) {
    self.date = date
    self.icon = icon
    self.summary = summary
    self.forecastSummary = forecastSummary
    self.feelsLike = feelsLike
    self.minMax = minMax
    self.wind = wind
  }

  /// Formats an observation at a place.
  package init(_ weather: WeatherData, at location: Location, formatters: ScreenFormatters) {
    let temperatures = formatters.temperature
    let temperature = temperatures.string(from: weather.temperature)
    let low = temperatures.string(from: weather.minTemperature)
    let high = temperatures.string(from: weather.maxTemperature)
    self.init(
      date: formatters.day.string(from: weather.observationTime, in: location.timeZone),
      icon: weather.condition.iconID,
      summary: "\(weather.condition.description) - \(temperature)",
      forecastSummary: "Summary: \(weather.condition.description)",
      feelsLike: "Feels like \(temperatures.string(from: weather.feelsLike))",
      minMax: "Min \(low) · Max \(high)",
      wind: "Wind \(formatters.windSpeed.string(from: weather.windSpeed))")
  }
}
