import Testing
import WeatherCore
import WeatherLive

@Suite("OpenWeather conditions")
struct OpenWeatherConditionTests {
  @Test(
    "ids map to the closest Weatherbit condition, with the icon's day or night",
    arguments: [
      (800, "01d", 800, "Clear sky", "c01d"),
      (800, "01n", 800, "Clear sky", "c01n"),
      (803, "04d", 803, "Broken clouds", "c03d"),
      (500, "10n", 500, "Light rain", "r01n"),
      (504, "10d", 502, "Heavy rain", "r03d"),
      (211, "11d", 201, "Thunderstorm with rain", "t02d"),
      (615, "13d", 610, "Mix snow/rain", "s04d"),
      (762, "50d", 711, "Smoke", "a02d"),
    ])
  func mapped(id: Int, icon: String, code: Int, description: String, iconID: String) {
    let condition = WeatherCondition.openWeather(id: id, icon: icon)
    #expect(condition == WeatherCondition(code: code, description: description, iconID: iconID))
  }

  @Test("an unknown id falls back on the icon name, and then on the catch-all")
  func fallbacks() {
    #expect(WeatherCondition.openWeather(id: 781, icon: "50n").code == 741)
    #expect(WeatherCondition.openWeather(id: 999, icon: "09d").code == 521)
    #expect(
      WeatherCondition.openWeather(id: 999, icon: "\u{1B}[2J")
        == WeatherCondition(code: 900, description: "Unknown precipitation", iconID: "u00d"))
  }

  @Test("every documented id maps to a condition of the catalog, never the catch-all")
  func documentedIDs() {
    let ids =
      [200, 201, 202, 210, 211, 212, 221, 230, 231, 232, 300, 301, 302, 310, 311, 312, 313, 314]
      + [321, 500, 501, 502, 503, 504, 511, 520, 521, 522, 531, 600, 601, 602, 611, 612, 613]
      + [615, 616, 620, 621, 622, 701, 711, 721, 731, 741, 751, 761, 762, 800, 801, 802, 803, 804]
    for id in ids {
      let condition = WeatherCondition.openWeather(id: id, icon: "99d")
      #expect(condition.code != 900, "\(id)")
      #expect(WeatherCondition.weatherbit(code: condition.code, isDay: true) == condition)
    }
  }
}
