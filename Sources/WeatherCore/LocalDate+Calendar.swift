import Foundation

extension LocalDate {
  /// The day that a moment falls on at a place: the date that a person there would say it is.
  ///
  /// ```swift
  /// let apia = TimeZone(identifier: "Pacific/Apia")!
  /// LocalDate(observation.observationTime, in: apia)  // Monday Nov 30 at 11:30 UTC on Nov 29
  /// ```
  ///
  /// - Parameters:
  ///   - date: The moment.
  ///   - timeZone: The place's time zone.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }
}

/// Formats a day of a forecast as a short weekday and the day of the month: "Mon 30", "Tue 1".
///
/// The weekday comes from the date itself on the Gregorian calendar, with no time zone in
/// between (a ``LocalDate`` is already the place's day), and the names are English whatever the
/// machine's language, as en_US_POSIX writes them.
///
/// ```swift
/// let days = ShortDayFormatter()
/// days.string(from: LocalDate(year: 2026, month: 12, day: 1))  // "Tue 1"
/// ```
public struct ShortDayFormatter: Sendable {
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private let calendar: Calendar

  /// Creates the formatter and its Gregorian calendar.
  public init() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    self.calendar = calendar
  }

  /// The weekday and the day of the month, such as "Tue 1".
  ///
  /// - Parameter date: The day, on the place's calendar.
  /// - Returns: The text; only the day of the month when the date does not exist.
  public func string(from date: LocalDate) -> String {
    let parts = DateComponents(year: date.year, month: date.month, day: date.day)
    guard let moment = calendar.date(from: parts) else { return String(date.day) }
    let weekday = calendar.component(.weekday, from: moment)
    return Self.weekdays[(weekday - 1) % 7] + " " + String(date.day)
  }
}
