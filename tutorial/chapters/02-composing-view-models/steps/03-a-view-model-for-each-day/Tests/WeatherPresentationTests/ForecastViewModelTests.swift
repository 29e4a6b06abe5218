import Foundation
import Testing
import WeatherCore
import WeatherPresentation
import WeatherTestSupport

/// The child view models, made from a report's parts as the parent makes them.
@MainActor
@Suite("ForecastViewModel")
struct ForecastViewModelTests {
  let formatters = ScreenFormatters(units: .imperial)

  @Test("the current conditions are the text that the screen shows, in the place's zone")
  func currentConditions() throws {
    let current = CurrentConditionsViewModel(
      ServiceFakes.weatherbitExample, at: ServiceFakes.raleigh, formatters: formatters)
    #expect(current == Shown.raleigh)
    // 16:45 UTC on Monday is already Tuesday in Auckland.
    let auckland = Location(
      name: "Auckland, New Zealand", latitude: -36.85, longitude: 174.76,
      timeZoneIdentifier: "Pacific/Auckland", country: "New Zealand", countryCode: "NZ")
    let there = CurrentConditionsViewModel(
      ServiceFakes.weatherbitExample, at: auckland, formatters: formatters)
    #expect(there.date == "Tuesday, Aug 29")
  }

  @Test("a day's short name comes from its date alone, and the local date from the zone")
  func shortDays() throws {
    let days = ShortDayFormatter()
    #expect(days.string(from: LocalDate(year: 2026, month: 11, day: 30)) == "Mon 30")
    #expect(days.string(from: LocalDate(year: 2026, month: 12, day: 1)) == "Tue 1")
    #expect(days.string(from: LocalDate(year: 2024, month: 2, day: 29)) == "Thu 29")
    let now = try CoreFixtures.date("2026-11-29T11:30:00Z")
    let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
    let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
    #expect(LocalDate(now, in: apia) == LocalDate(year: 2026, month: 11, day: 30))
    #expect(LocalDate(now, in: honolulu) == LocalDate(year: 2026, month: 11, day: 29))
  }
}
