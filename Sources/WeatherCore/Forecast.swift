import Foundation

/// A day on a place's own calendar: the date that a person there would say it is.
///
/// ```swift
/// let day = LocalDate(year: 2026, month: 12, day: 1)
/// ```
public struct LocalDate: Sendable, Hashable, Codable, Comparable {
  /// The year, such as 2026.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int

  /// Creates a local date.
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1 to 12.
  ///   - day: The day of the month.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Orders dates by year, then month, then day.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

/// One day of a forecast at a place.
///
/// ```swift
/// let monday = DailyForecast(
///   date: LocalDate(year: 2026, month: 11, day: 30), condition: clouds, low: 41, high: 55,
///   precipitationChance: 20, units: .imperial)
/// ```
public struct DailyForecast: Sendable, Hashable, Codable {
  /// The day, in the place's time zone.
  public var date: LocalDate
  /// The day's main condition.
  public var condition: WeatherCondition
  /// The lowest temperature of the day, in `units`.
  public var low: Double
  /// The highest temperature of the day, in `units`.
  public var high: Double
  /// The chance of precipitation in percent, 0 to 100; `nil` when the provider gives none.
  public var precipitationChance: Int?
  /// The units of `low` and `high`.
  public var units: Units

  /// Creates a day of a forecast.
  ///
  /// - Parameters:
  ///   - date: The day, in the place's time zone.
  ///   - condition: The day's main condition.
  ///   - low: The lowest temperature, in `units`.
  ///   - high: The highest temperature, in `units`.
  ///   - precipitationChance: The chance of precipitation in percent, or `nil`.
  ///   - units: The units of the temperatures.
  public init(
    date: LocalDate, condition: WeatherCondition, low: Double, high: Double,
    precipitationChance: Int? = nil, units: Units
  ) {
    self.date = date
    self.condition = condition
    self.low = low
    self.high = high
    self.precipitationChance = precipitationChance
    self.units = units
  }
}

/// What a weather screen shows of a place: the current conditions and the days ahead.
///
/// The forecast is a `Result` of its own because a provider can answer the current conditions
/// and fail the forecast (Weatherbit serves them from two endpoints); the screen then keeps the
/// current conditions and says in one line why the forecast is missing.
///
/// ```swift
/// let report = try await environment.weather.report(paris, .metric)
/// let days = try report.forecast.get()
/// ```
public struct WeatherReport: Sendable, Hashable {
  /// The current conditions.
  public var current: WeatherData
  /// The days ahead, first the day of `current`'s observation in the place's time zone, or
  /// why there are none.
  public var forecast: Result<[DailyForecast], ServiceError>

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - current: The current conditions.
  ///   - forecast: The days ahead, or why there are none.
  public init(current: WeatherData, forecast: Result<[DailyForecast], ServiceError>) {
    self.current = current
    self.forecast = forecast
  }
}
