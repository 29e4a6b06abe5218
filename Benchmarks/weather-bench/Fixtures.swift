import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// The inputs every contender shares.
///
/// A `Label` ignores a write of the text it already shows, so each iteration writes the other
/// of two texts (or applies the other of two reports): every write is a real change,
/// for every contender alike. The view uses `DisplayScheduler.manual`, which never draws, so
/// no rendering is timed; the first write in setup leaves the view dirty, so every timed write
/// takes the same path through `setNeedsDisplay()`.
enum Fixtures {
  /// Two different texts, alternated by iteration parity.
  static let texts = ["Wind 8 mph", "Wind 13 mph"]

  /// Richmond, VA, the screen's default place.
  static let location = Location(
    name: "Richmond, VA", latitude: 37.55376, longitude: -77.46026,
    timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")

  /// Two weather results that differ in every label: date, condition, temperatures, wind.
  static let weather = [
    WeatherData(
      observationTime: Date(timeIntervalSince1970: 1_503_938_700), temperature: 72.4,
      feelsLike: 70.2, minTemperature: 60.1, maxTemperature: 75.3, windSpeed: 8.2,
      units: .imperial,
      condition: WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d")),
    WeatherData(
      observationTime: Date(timeIntervalSince1970: 1_504_025_100), temperature: 64.6,
      feelsLike: 63.1, minTemperature: 58.4, maxTemperature: 69.9, windSpeed: 12.7,
      units: .imperial,
      condition: WeatherCondition(code: 500, description: "Light rain", iconID: "r01d")),
  ]

  /// Two reports that differ in every label: the two results above, each with a week of days
  /// that differ in every row (day, condition, low and high), from the observation's day on.
  static let reports = [
    WeatherReport(
      current: weather[0],
      forecast: .success(week(from: weather[0].observationTime, offset: 0))),
    WeatherReport(
      current: weather[1],
      forecast: .success(week(from: weather[1].observationTime, offset: 1))),
  ]

  /// Seven days from the day of `first` in Richmond, alternating two conditions; `offset`
  /// shifts the conditions and the temperatures so that two weeks differ in every row.
  private static func week(from first: Date, offset: Int) -> [DailyForecast] {
    let conditions = [
      WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"),
      WeatherCondition(code: 500, description: "Light rain", iconID: "r01d"),
    ]
    return (0..<7).map { index in
      DailyForecast(
        date: LocalDate(first + Double(index) * 86_400, in: location.timeZone),
        condition: conditions[(index + offset) % 2], low: 50.4 + Double(index + offset),
        high: 68.6 + Double(index + offset), precipitationChance: 20, units: .imperial)
    }
  }

  /// An environment whose services answer at once with nothing: the controllers' start-up
  /// lookup finds no place and fetches no weather, so it never competes with the timed loop.
  static let environment = WeatherEnvironment(
    geocoder: GeocoderClient { _ in [] },
    weather: WeatherClient { _, _ in throw ServiceError.noData })

  /// A view that never draws, already dirty so that every timed write costs the same.
  @MainActor
  static func makeView() -> WeatherView {
    let view = WeatherView(scheduler: .manual)
    view.errorLabel.text = "dirty"
    return view
  }
}
