import WeatherCore

/// The days ahead as the weather screen shows them: a ``ForecastDayViewModel`` for each day, or one
/// line that says why there are none.
///
/// The days are the ``dayCount`` days after the day of the observation at the place, so that
/// the screen never repeats the day that its current conditions show.
///
/// ```swift
/// let forecast = ForecastViewModel(days: [
///   ForecastDayViewModel(
///     day: "Tue 1", icon: "r01d", summary: "Light rain", temperatures: "41℉ / 55℉")
/// ])
/// for day in forecast.days { print(day.day, day.temperatures) }  // "Tue 1 41℉ / 55℉"
/// ```
public struct ForecastViewModel: Sendable, Hashable {
  /// The most days shown.
  public static let dayCount = 5

  /// The days, first the day after the observation's; empty when there are none.
  public let days: [ForecastDayViewModel]
  /// Why there are no days, such as "Forecast unavailable: too many requests (HTTP 429); try
  /// again later"; empty when there are days.
  public let message: String

  /// Creates the forecast from its days, or from the line that says why there are none.
  ///
  /// - Parameters:
  ///   - days: The days, first the day after the observation's.
  ///   - message: Why there are no days, or "".
  public init(days: [ForecastDayViewModel], message: String = "") {
    self.days = days
    self.message = message
  }

  /// Formats the days of a report that come after `today`.
  package init(
    _ forecast: Result<[DailyForecast], ServiceError>, after today: LocalDate,
    formatters: ScreenFormatters
  ) {
    switch forecast {
    case .success(let all):
      let ahead = all.filter { $0.date > today }.prefix(Self.dayCount)
      if ahead.isEmpty {
        self.init(days: [], message: "Forecast unavailable: no days ahead")
      } else {
        self.init(days: ahead.map { ForecastDayViewModel($0, formatters: formatters) })
      }
    case .failure(let error):
      self.init(days: [], message: "Forecast unavailable: " + error.message)
    }
  }
}
