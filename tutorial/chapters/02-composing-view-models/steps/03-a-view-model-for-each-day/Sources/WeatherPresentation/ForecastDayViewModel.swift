import WeatherCore

/// One day of the forecast as a row of the weather screen shows it.
///
/// ```swift
/// let day = ForecastDayViewModel(
///   day: "Tue 1", icon: "r01d", summary: "Light rain", temperatures: "41℉ / 55℉")
/// ```
public struct ForecastDayViewModel: Sendable, Hashable {
  /// The short weekday and the day of the month, such as "Tue 1".
  public let day: String
  /// The Weatherbit icon id of the day's condition, such as "r01d".
  public let icon: String
  /// The condition in a few words, such as "Light rain".
  public let summary: String
  /// The low and the high, such as "41℉ / 55℉".
  public let temperatures: String

  /// Creates a day from finished text.
  ///
  /// - Parameters:
  ///   - day: The short weekday and the day of the month.
  ///   - icon: The Weatherbit icon id.
  ///   - summary: The condition in a few words.
  ///   - temperatures: The low and the high.
  public init(day: String, icon: String, summary: String, temperatures: String) {
    self.day = day
    self.icon = icon
    self.summary = summary
    self.temperatures = temperatures
  }

  /// Formats a day of a forecast.
  package init(_ forecast: DailyForecast, formatters: ScreenFormatters) {
    let low = formatters.temperature.string(from: forecast.low)
    let high = formatters.temperature.string(from: forecast.high)
    self.init(
      day: formatters.shortDay.string(from: forecast.date), icon: forecast.condition.iconID,
      summary: forecast.condition.description, temperatures: "\(low) / \(high)")
  }
}
