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
  let monday = LocalDate(year: 2017, month: 8, day: 28)

  @Test("the five days after the observation's day, across the end of the month")
  func daysAfterToday() {
    let forecast = ForecastViewModel(
      .success(ServiceFakes.weatherbitExampleWeek), after: monday, formatters: formatters)
    #expect(forecast == Shown.raleighForecast)
  }

  @Test("days before or on the observation's day are left out, and at most five are kept")
  func selection() {
    let week = ServiceFakes.weatherbitExampleWeek
    let fromWednesday = ForecastViewModel(
      .success(week), after: LocalDate(year: 2017, month: 8, day: 30), formatters: formatters)
    #expect(fromWednesday.days.map(\.day) == ["Thu 31", "Fri 1", "Sat 2", "Sun 3"])
    #expect(fromWednesday.message.isEmpty)
    let unordered = ForecastViewModel(
      .success(week.reversed()), after: monday, formatters: formatters)
    #expect(unordered.days.count == ForecastViewModel.dayCount)
    #expect(!unordered.days.contains { $0.day == "Mon 28" })
  }

  @Test("a forecast with no day after the observation's says so in one line")
  func noDaysAhead() {
    let forecast = ForecastViewModel(
      .success(Array(ServiceFakes.weatherbitExampleWeek.prefix(1))), after: monday,
      formatters: formatters)
    #expect(forecast == ForecastViewModel(days: [], message: "Forecast unavailable: no days ahead"))
  }

  @Test("a failed forecast is one line with the service's message")
  func failure() {
    let forecast = ForecastViewModel(
      .failure(.timeout), after: monday, formatters: formatters)
    #expect(
      forecast
        == ForecastViewModel(
          days: [], message: "Forecast unavailable: no answer in time (timed out)"))
  }

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
