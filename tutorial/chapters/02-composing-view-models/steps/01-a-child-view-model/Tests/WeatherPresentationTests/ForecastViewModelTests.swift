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
}
