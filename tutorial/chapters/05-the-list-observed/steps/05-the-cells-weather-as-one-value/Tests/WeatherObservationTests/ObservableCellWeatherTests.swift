import Testing
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherTestSupport

/// What only the `@Observable` cell has: its conditions and its loading are one property, so
/// that a cell's update pass never sees the answer while the cell still says it is loading.
@MainActor
@Suite("Observation LocationCellViewModel's weather")
struct ObservableCellWeatherTests {
  @Test("the answer ends the loading in the same change")
  func answerEndsLoading() async throws {
    let gate = ServiceGate()
    let cell = LocationCellViewModel(
      location: ServiceFakes.raleigh,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder([:])),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample))))
    let weather = ObservationRecorder(cell) { $0.weather }
    cell.start()
    try await gate.release("weather Raleigh, NC")

    let shown = LocationCellConditions(
      summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph")
    #expect(weather.values == [.init(), .init(isLoading: true), .init(conditions: shown)])
  }
}
