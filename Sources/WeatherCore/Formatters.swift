import Foundation

/// Formats a day as the header in Kodeco's tutorial does: "Monday, Aug 28", in the place's own
/// time zone.
///
/// Create one and reuse it: it keeps a single `DateFormatter` (fixed to the en_US_POSIX locale so
/// the output never follows the machine's language) and only changes its time zone when asked for
/// another one.
///
/// ```swift
/// let days = DayFormatter()
/// days.string(from: date, in: TimeZone(identifier: "America/New_York")!)  // "Monday, Aug 28"
/// ```
public final class DayFormatter {
  private let formatter: DateFormatter

  /// Creates the formatter and its one `DateFormatter`.
  public init() {
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "EEEE, MMM d"
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
  }

  /// The day of `date` as seen in `timeZone`, such as "Monday, Aug 28".
  ///
  /// - Parameters:
  ///   - date: The moment to show.
  ///   - timeZone: The place's time zone: near midnight the day differs from UTC's.
  /// - Returns: The weekday, abbreviated month and day of the month.
  public func string(from date: Date, in timeZone: TimeZone) -> String {
    if formatter.timeZone != timeZone {
      formatter.timeZone = timeZone
    }
    return formatter.string(from: date)
  }
}

/// Formats a temperature without fraction digits plus the unit sign: "72℉" or "22°C".
///
/// Rounding is half away from zero ("schoolbook" rounding, not the banker's rounding that
/// `NumberFormatter` may use): 0.5 → "1", 2.5 → "3", -2.5 → "-3", 71.5 → "72". A value that
/// rounds to zero shows as "0", never "-0" (-0.4 → "0"). A value that is not a finite number
/// shows as "--", so a broken reading is visible rather than fatal.
///
/// ```swift
/// let temperatures = TemperatureFormatter(units: .imperial)
/// temperatures.string(from: 71.6)  // "72℉"
/// TemperatureFormatter(units: .metric).string(from: -0.5)  // "-1°C"
/// ```
public final class TemperatureFormatter {
  /// The unit system of the values and of the sign.
  public let units: Units
  private let sign: String

  /// Creates a formatter for one unit system.
  ///
  /// - Parameter units: Imperial shows "℉" (U+2109), metric "°C".
  public init(units: Units) {
    self.units = units
    sign = units == .imperial ? "\u{2109}" : "°C"
  }

  /// The temperature as whole degrees plus the unit sign, such as "72℉".
  ///
  /// - Parameter value: Degrees in this formatter's unit system.
  /// - Returns: The rounded text.
  public func string(from value: Double) -> String {
    wholeNumberText(value) + sign
  }
}

/// Formats a wind speed without fraction digits plus its unit: "8 mph" or "13 km/h".
///
/// It rounds as `TemperatureFormatter` does: half away from zero, never "-0", "--" when the
/// value is not a finite number.
///
/// ```swift
/// WindSpeedFormatter(units: .imperial).string(from: 7.5)  // "8 mph"
/// WindSpeedFormatter(units: .metric).string(from: 12.7)  // "13 km/h"
/// ```
public final class WindSpeedFormatter {
  /// The unit system of the values and of the unit.
  public let units: Units
  private let unit: String

  /// Creates a formatter for one unit system.
  ///
  /// - Parameter units: Imperial shows "mph", metric "km/h".
  public init(units: Units) {
    self.units = units
    unit = units == .imperial ? " mph" : " km/h"
  }

  /// The speed as a whole number plus its unit, such as "8 mph".
  ///
  /// - Parameter value: The speed in mph for imperial, km/h for metric.
  /// - Returns: The rounded text.
  public func string(from value: Double) -> String {
    wholeNumberText(value) + unit
  }
}

/// Formats a saved place's weather as its cell in the list shows it: the condition, the
/// temperature and the wind, or, when the weather could not load, a short error in place of
/// the condition.
///
/// Every variant's list formats its cells through it, so that their cells read the same.
///
/// ```swift
/// let cells = CellWeatherFormatter(units: .imperial)
/// let text = cells.texts(for: weather)  // ("Scattered clouds", "40℉", "Wind 6 mph")
/// cells.summary(for: ServiceError.http(status: 503))  // "No weather: HTTP 503"
/// ```
public final class CellWeatherFormatter {
  private let temperature: TemperatureFormatter
  private let windSpeed: WindSpeedFormatter

  /// Creates a formatter for one unit system.
  ///
  /// - Parameter units: The unit system of the weather it formats.
  public init(units: Units) {
    temperature = TemperatureFormatter(units: units)
    windSpeed = WindSpeedFormatter(units: units)
  }

  /// The cell's three texts for a place's weather, such as "Scattered clouds", "40℉" and
  /// "Wind 6 mph".
  ///
  /// - Parameter weather: The place's weather, in this formatter's unit system.
  /// - Returns: The condition, the temperature and the wind.
  public func texts(for weather: WeatherData) -> (
    summary: String, temperature: String, wind: String
  ) {
    (
      summary: weather.condition.description,
      temperature: temperature.string(from: weather.temperature),
      wind: "Wind \(windSpeed.string(from: weather.windSpeed))"
    )
  }

  /// The cell's summary when its weather could not load, such as "No weather: timed out"; the
  /// cell then shows no numbers.
  ///
  /// - Parameter error: Why the weather did not load; a ``ServiceError`` says it in a few words.
  /// - Returns: The short error.
  public func summary(for error: any Error) -> String {
    "No weather: " + ((error as? ServiceError)?.shortMessage ?? "error")
  }
}

/// A value rounded half away from zero, as digits without "-0"; "--" when not finite or too big.
func wholeNumberText(_ value: Double) -> String {
  let rounded = value.rounded(.toNearestOrAwayFromZero)
  guard rounded.isFinite, abs(rounded) < 1e15 else { return "--" }
  // Going through Int drops the sign of -0.0, so -0.4 shows as "0", not "-0".
  return String(Int(rounded))
}
