import Testing
import WeatherCore

@Suite("Weatherbit conditions")
struct WeatherbitConditionTests {
  @Test("the conditions of Kodeco's tutorial read as Weatherbit writes them")
  func knownConditions() throws {
    let broken = try #require(WeatherCondition.weatherbit(code: 803, isDay: true))
    #expect(broken == WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))
    let clear = try #require(WeatherCondition.weatherbit(code: 800, isDay: false))
    #expect(clear == WeatherCondition(code: 800, description: "Clear sky", iconID: "c01n"))
  }

  @Test("every code has a description and a day and a night icon of its family")
  func everyCode() throws {
    let families: [(ClosedRange<Int>, Character)] = [
      (200...233, "t"), (300...302, "d"), (500...522, "r"), (600...623, "s"), (700...751, "a"),
      (800...804, "c"), (900...900, "u"),
    ]
    #expect(WeatherCondition.weatherbitCodes.count == 38)
    #expect(WeatherCondition.weatherbitCodes == WeatherCondition.weatherbitCodes.sorted())
    for code in WeatherCondition.weatherbitCodes {
      let day = try #require(WeatherCondition.weatherbit(code: code, isDay: true))
      let night = try #require(WeatherCondition.weatherbit(code: code, isDay: false))
      #expect(day.code == code && !day.description.isEmpty && day.description == night.description)
      #expect(day.iconID.count == 4 && day.iconID.hasSuffix("d") && night.iconID.hasSuffix("n"))
      #expect(day.iconID.dropLast() == night.iconID.dropLast())
      let letter = code == 511 ? "f" : families.first { $0.0.contains(code) }?.1
      #expect(day.iconID.first == letter, "\(code)")
    }
  }

  @Test(
    "codes outside the catalog give nil", arguments: [0, -1, 199, 203, 299, 503, 799, 805, 901])
  func unknownCodes(code: Int) {
    #expect(WeatherCondition.weatherbit(code: code, isDay: true) == nil)
  }
}
