import Foundation
import WeatherCore

/// The parts of `/data/2.5/weather`'s answer that the screen shows.
///
/// `main.temp_min` and `main.temp_max` are left unread: OpenWeather documents them as the
/// spread of temperatures across a large city at this moment, not the day's range.
struct OpenWeatherCurrentResponse: Decodable {
  /// The observation's time, in seconds since 1970 UTC.
  var dt: Int
  /// The place's offset from UTC, in seconds, at the observation.
  var timezone: Int
  var main: Main
  var wind: Wind
  var weather: [OpenWeatherConditionField]

  struct Main: Decodable {
    var temp: Double
    var feelsLike: Double

    enum CodingKeys: String, CodingKey {
      case temp
      case feelsLike = "feels_like"
    }
  }

  struct Wind: Decodable {
    /// m/s for `units=metric`, mph for `units=imperial`.
    var speed: Double
  }

  /// The observation, its range the current temperature alone; ``OpenWeatherForecastResponse``
  /// widens it to the day's.
  ///
  /// - Throws: `ServiceError.noData` for `weather: []`, which has no condition to show.
  func weatherData(units: Units) throws(ServiceError) -> WeatherData {
    guard let condition = weather.first else { throw .noData }
    guard OpenWeatherTime.instants.contains(dt) else { throw .malformed("bad dt") }
    guard OpenWeatherTime.offsets.contains(timezone) else { throw .malformed("bad timezone") }
    return WeatherData(
      observationTime: Date(timeIntervalSince1970: TimeInterval(dt)), temperature: main.temp,
      feelsLike: main.feelsLike, minTemperature: main.temp, maxTemperature: main.temp,
      windSpeed: OpenWeatherUnits.shownWindSpeed(wind.speed, units: units), units: units,
      condition: condition.condition)
  }
}

/// One element of an answer's `weather` array: `{"id":803,"main":"Clouds","icon":"04d",…}`.
struct OpenWeatherConditionField: Decodable {
  var id: Int
  var icon: String

  var condition: WeatherCondition { .openWeather(id: id, icon: icon) }
}

/// The times that an answer may hold, so that no arithmetic on them can overflow.
enum OpenWeatherTime {
  /// Seconds since 1970 up to the year 9999.
  static let instants = 0...253_402_300_799
  /// Offsets from UTC, in seconds: no place is more than 14 hours from it.
  static let offsets = -14 * 3600...14 * 3600
}

/// How the app's units are asked of OpenWeather, and how its answers are shown.
enum OpenWeatherUnits {
  /// The `units` query value: `imperial` gives ℉ and mph, `metric` °C and m/s.
  static func query(_ units: Units) -> String {
    units == .imperial ? "imperial" : "metric"
  }

  /// The wind as the screen shows it: mph for imperial, and metric's m/s as km/h, as the other
  /// providers' answers are shown.
  static func shownWindSpeed(_ speed: Double, units: Units) -> Double {
    units == .metric ? speed * 3.6 : speed
  }
}
