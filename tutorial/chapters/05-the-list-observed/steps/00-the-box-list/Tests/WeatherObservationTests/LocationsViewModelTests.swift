import BoxBindingTestSupport
import Foundation
import Testing
import WeatherCore
import WeatherObservationViewModels
import WeatherTestSupport

/// The list and cell view models, with gated fakes and a store in a temporary folder: each test
/// records every value an output takes and asserts the whole history.
@MainActor
@Suite("Observation LocationsViewModel")
struct ObservableLocationsViewModelTests {
  let gate = ServiceGate()
  let folder: TemporaryDirectory
  let store: LocationStore

  init() throws {
    folder = try TemporaryDirectory()
    store = LocationStore(url: folder.file("locations.json"))
  }

  func makeViewModel(
    weather: WeatherClient = ServiceFakes.weather(ServiceFakes.weatherbitExample)
  ) -> LocationsViewModel {
    LocationsViewModel(
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh]])),
        weather: gate.hold(weather)),
      store: store)
  }

  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  @Test("a cell loads, then shows its weather; another cell's failure leaves it alone")
  func cells() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        failing: .http(status: 503), at: ["Paris, France"],
        otherwise: ServiceFakes.weatherbitExample))
    viewModel.viewDidLoad()
    let cells = viewModel.locationCellViewModels.value
    try #require(cells.count == 3)
    let richmond = BoxRecorder(cells[0].conditions)
    let richmondLoading = BoxRecorder(cells[0].isLoading)
    let paris = BoxRecorder(cells[1].conditions)
    try await release("weather Paris, France", "weather Richmond, VA")

    #expect(
      richmond.values == [
        .init(), .init(summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph"),
      ])
    #expect(richmondLoading.values == [true, false])
    #expect(paris.values == [.init(), .init(summary: "No weather: HTTP 503")])
    #expect(cells[2].isLoading.value, "Tokyo's answer is still held")
  }
}
