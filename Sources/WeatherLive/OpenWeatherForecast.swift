import Foundation
import WeatherCore

/// The parts of `/data/2.5/forecast`'s answer that the app reads: five days of 3-hour steps.
struct OpenWeatherForecastResponse: Decodable {
  var list: [Step]
  var city: City

  struct City: Decodable {
    /// The place's offset from UTC, in seconds.
    var timezone: Int
  }

  struct Step: Decodable {
    /// The start of the step, in seconds since 1970 UTC.
    var dt: Int
    var main: Main
    var weather: [OpenWeatherConditionField]
    /// The chance of precipitation, 0 to 1.
    var pop: Double?

    struct Main: Decodable {
      var temp: Double
    }
  }

  /// The length of a step, and so the most that a whole day's first step may start after its
  /// midnight, or its last step before the next.
  static let stepSeconds = 3 * 3600
  private static let daySeconds = 24 * 3600

  /// The steps grouped by the place's own day, in order: the day's date and the indices of its
  /// steps in `list`.
  ///
  /// - Throws: `ServiceError.noData` for `list: []`, `ServiceError.malformed` for steps out of
  ///   order.
  func localDays() throws(ServiceError) -> [(date: LocalDate, steps: [Int])] {
    guard !list.isEmpty else { throw .noData }
    guard OpenWeatherTime.offsets.contains(city.timezone) else {
      throw .malformed("bad city.timezone")
    }
    var days: [(date: LocalDate, steps: [Int])] = []
    for (index, step) in list.enumerated() {
      guard OpenWeatherTime.instants.contains(step.dt), index == 0 || step.dt > list[index - 1].dt
      else {
        throw .malformed("bad list[\(index)].dt")
      }
      let date = Self.localDate(step.dt, offset: city.timezone)
      if days.last?.date == date {
        days[days.count - 1].steps.append(index)
      } else {
        days.append((date, [index]))
      }
    }
    return days
  }

  /// The whole days of the forecast, in the place's time zone, each folded from its steps.
  ///
  /// A day is whole when its steps cover it: the first starts within a step of its midnight
  /// and the last within a step of the next. The free forecast's 40 steps span five days from
  /// now, so the first and last days it touches are partial and the whole ones are usually
  /// four. A day's low and high are the lowest and highest of its steps' temperatures, its
  /// condition the step's nearest local noon, and its chance of precipitation the largest of
  /// its steps'.
  ///
  /// - Throws: `ServiceError.noData` for `list: []` or a forecast with no whole day,
  ///   `ServiceError.malformed` naming a step without a condition or with a chance outside 0
  ///   to 1.
  func days(units: Units) throws(ServiceError) -> [DailyForecast] {
    var days: [DailyForecast] = []
    for (date, steps) in try localDays() where isWhole(steps) {
      days.append(try fold(steps, date: date, units: units))
    }
    guard !days.isEmpty else { throw .noData }
    return days
  }

  /// The lowest and highest temperature of the steps on `date`, the place's day; nil when no
  /// step falls on it.
  func range(on date: LocalDate) throws(ServiceError) -> (low: Double, high: Double)? {
    guard let steps = try localDays().first(where: { $0.date == date })?.steps else {
      return nil
    }
    let temperatures = steps.map { list[$0].main.temp }
    guard let low = temperatures.min(), let high = temperatures.max() else { return nil }
    return (low, high)
  }

  private func isWhole(_ steps: [Int]) -> Bool {
    guard let first = steps.first, let last = steps.last else { return false }
    return secondOfDay(list[first].dt) < Self.stepSeconds
      && Self.daySeconds - secondOfDay(list[last].dt) <= Self.stepSeconds
  }

  private func fold(_ steps: [Int], date: LocalDate, units: Units) throws(ServiceError)
    -> DailyForecast
  {
    let noon = Self.daySeconds / 2
    var low = Double.infinity
    var high = -Double.infinity
    var chance: Double?
    var middle = steps[0]
    for index in steps {
      let step = list[index]
      low = min(low, step.main.temp)
      high = max(high, step.main.temp)
      if let pop = step.pop {
        guard (0...1).contains(pop) else { throw .malformed("bad list[\(index)].pop") }
        chance = max(chance ?? 0, pop)
      }
      if abs(secondOfDay(step.dt) - noon) < abs(secondOfDay(list[middle].dt) - noon) {
        middle = index
      }
    }
    guard let condition = list[middle].weather.first else {
      throw .malformed("missing list[\(middle)].weather[0]")
    }
    return DailyForecast(
      // A day's row shows its daytime icon, whatever the hour of the step it comes from.
      date: date, condition: .openWeather(id: condition.id, icon: condition.icon.prefix(2) + "d"),
      low: low, high: high,
      precipitationChance: chance.map { Int(($0 * 100).rounded()) }, units: units)
  }

  private func secondOfDay(_ dt: Int) -> Int {
    let local = dt + city.timezone
    return ((local % Self.daySeconds) + Self.daySeconds) % Self.daySeconds
  }

  /// The place's day at `dt`, with the offset applied and no time zone in between.
  static func localDate(_ dt: Int, offset: Int) -> LocalDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(dt + offset)))
    return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }
}
