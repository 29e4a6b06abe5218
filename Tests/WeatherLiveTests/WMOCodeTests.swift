import Testing
import WeatherCore
import WeatherLive

@Suite("WMO weather codes")
struct WMOCodeTests {
  /// Every code that WMO 4677 defines for Open-Meteo's `weather_code`.
  static let documented = [
    0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85,
    86, 95, 96, 99,
  ]

  @Test(
    "every documented code maps to a real Weatherbit condition, day and night",
    arguments: documented)
  func documentedCodes(code: Int) {
    let day = WeatherCondition.wmo(code: code, isDay: true)
    let night = WeatherCondition.wmo(code: code, isDay: false)
    #expect(day.code != 900)
    #expect((200...804).contains(day.code))
    #expect(!day.description.isEmpty)
    #expect(day.iconID.count == 4)
    #expect(day.iconID.hasSuffix("d"))
    #expect(night.iconID == String(day.iconID.dropLast()) + "n")
    #expect(night.code == day.code)
    #expect(night.description == day.description)
    #expect(day == WeatherCondition.weatherbit(code: day.code, isDay: true))
  }

  @Test("the icon family follows the weather: clear, cloud, fog, drizzle, rain, snow, storm")
  func families() {
    let family = { (code: Int) in WeatherCondition.wmo(code: code, isDay: true).iconID.prefix(1) }
    #expect([0, 1, 2, 3].map(family) == ["c", "c", "c", "c"])
    #expect([45, 48].map(family) == ["a", "a"])
    #expect([51, 53, 55].map(family) == ["d", "d", "d"])
    #expect([61, 63, 65, 80, 81, 82].allSatisfy { family($0) == "r" })
    #expect([71, 73, 75, 77, 85, 86].allSatisfy { family($0) == "s" })
    #expect([95, 96, 99].allSatisfy { family($0) == "t" })
    #expect(WeatherCondition.wmo(code: 3, isDay: true).code == 804)
    #expect(WeatherCondition.wmo(code: 0, isDay: true).iconID == "c01d")
  }

  @Test("an undocumented code falls back to Weatherbit's unknown", arguments: [-1, 4, 42, 100])
  func unknown(code: Int) {
    let condition = WeatherCondition.wmo(code: code, isDay: false)
    #expect(condition.code == 900)
    #expect(condition.iconID == "u00n")
  }
}
