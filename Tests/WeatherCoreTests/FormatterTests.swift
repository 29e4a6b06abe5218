import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Formatters")
struct FormatterTests {
  @Test(
    "temperatures round half away from zero and never show -0",
    arguments: [
      (-0.4, "0"), (-0.5, "-1"), (0.5, "1"), (1.5, "2"), (2.5, "3"), (-2.5, "-3"), (71.5, "72"),
      (71.49, "71"), (-17.8, "-18"), (-40.0, "-40"), (0.0, "0"), (-0.0, "0"), (24.19, "24"),
    ])
  func temperatureRounding(value: Double, digits: String) {
    #expect(TemperatureFormatter(units: .imperial).string(from: value) == digits + "\u{2109}")
    #expect(TemperatureFormatter(units: .metric).string(from: value) == digits + "°C")
  }

  @Test(
    "a temperature that is not a number shows as dashes",
    arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func temperatureNotANumber(value: Double) {
    #expect(TemperatureFormatter(units: .metric).string(from: value) == "--°C")
  }

  @Test(
    "wind speeds round the same way and carry their unit",
    arguments: [(7.5, "8"), (12.7, "13"), (0.49, "0"), (-0.2, "0"), (2.5, "3"), (0, "0")])
  func windSpeeds(value: Double, digits: String) {
    #expect(WindSpeedFormatter(units: .imperial).string(from: value) == digits + " mph")
    #expect(WindSpeedFormatter(units: .metric).string(from: value) == digits + " km/h")
  }

  @Test("formatters keep the unit system they were made for")
  func unitsAreKept() {
    #expect(TemperatureFormatter(units: .metric).units == .metric)
    #expect(WindSpeedFormatter(units: .imperial).units == .imperial)
  }

  @Test(
    "days are shown in the place's own time zone",
    arguments: [
      // 02:00 UTC on Tuesday is still Monday evening in Richmond.
      ("2017-08-29T02:00:00Z", "America/New_York", "Monday, Aug 28"),
      ("2017-08-29T02:00:00Z", "UTC", "Tuesday, Aug 29"),
      // 16:00 UTC on Monday is already Tuesday in Tokyo.
      ("2017-08-28T16:00:00Z", "Asia/Tokyo", "Tuesday, Aug 29"),
      ("2017-08-28T16:00:00Z", "America/Los_Angeles", "Monday, Aug 28"),
      // Half-hour zone: 18:45 UTC is 00:15 the next day in Kolkata.
      ("2017-12-31T18:45:00Z", "Asia/Kolkata", "Monday, Jan 1"),
    ])
  func daysInZone(moment: String, zone: String, day: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    #expect(DayFormatter().string(from: try CoreFixtures.date(moment), in: timeZone) == day)
  }

  @Test(
    "days follow daylight saving time, not a fixed offset",
    arguments: [
      // US clocks went forward on March 8, 2026: 04:30 UTC on the 9th is 00:30 EDT (23:30 in EST).
      ("2026-03-09T04:30:00Z", "Monday, Mar 9"),
      ("2026-03-08T04:30:00Z", "Saturday, Mar 7"),
      // And back on November 1, 2026: 04:30 UTC on the 2nd is 23:30 EST (00:30 in EDT).
      ("2026-11-02T04:30:00Z", "Sunday, Nov 1"),
      ("2026-11-01T03:30:00Z", "Saturday, Oct 31"),
    ])
  func daysAcrossDaylightSaving(moment: String, day: String) throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(DayFormatter().string(from: try CoreFixtures.date(moment), in: newYork) == day)
  }

  @Test("one day formatter serves several zones in turn")
  func reusedAcrossZones() throws {
    let days = DayFormatter()
    let moment = try CoreFixtures.date("2017-08-28T16:00:00Z")
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let richmond = try #require(TimeZone(identifier: "America/New_York"))
    #expect(days.string(from: moment, in: tokyo) == "Tuesday, Aug 29")
    #expect(days.string(from: moment, in: richmond) == "Monday, Aug 28")
    #expect(days.string(from: moment, in: tokyo) == "Tuesday, Aug 29")
  }

  @Test("a cell's texts: the condition, the temperature and the wind, in the cell's units")
  func cellTexts() {
    let imperial = CellWeatherFormatter(units: .imperial).texts(
      for: ServiceFakes.weatherbitExample)
    #expect(imperial.summary == "Broken clouds")
    #expect(imperial.temperature == "76\u{2109}")
    #expect(imperial.wind == "Wind 7 mph")
    let metric = CellWeatherFormatter(units: .metric).texts(
      for: ServiceFakes.weatherbitExampleMetric)
    #expect(metric.temperature == "24°C")
    #expect(metric.wind == "Wind 11 km/h")
  }

  @Test("a cell that could not load says why in a few words, or just \"error\"")
  func cellFailure() {
    let cells = CellWeatherFormatter(units: .imperial)
    #expect(cells.summary(for: ServiceError.http(status: 503)) == "No weather: HTTP 503")
    #expect(cells.summary(for: ServiceError.timeout) == "No weather: timed out")
    #expect(cells.summary(for: CancellationError()) == "No weather: error")
  }
}
