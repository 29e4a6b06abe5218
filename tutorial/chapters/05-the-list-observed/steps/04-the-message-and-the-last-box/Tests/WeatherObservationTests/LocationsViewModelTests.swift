import Foundation
import Testing
import WeatherCore
import WeatherObservationViewModels
import WeatherTestSupport

/// The `@Observable` list and cell view models, with gated fakes and a store in a temporary
/// folder: each test records every value an output takes and asserts the whole history.
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
    let cells = viewModel.locationCellViewModels
    try #require(cells.count == 3)
    let richmond = ObservationRecorder(cells[0]) { $0.conditions }
    let richmondLoading = ObservationRecorder(cells[0]) { $0.isLoading }
    let paris = ObservationRecorder(cells[1]) { $0.conditions }
    try await release("weather Paris, France", "weather Richmond, VA")

    #expect(
      richmond.values == [
        .init(), .init(summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph"),
      ])
    #expect(richmondLoading.values == [true, false])
    #expect(paris.values == [.init(), .init(summary: "No weather: HTTP 503")])
    #expect(cells[2].isLoading, "Tokyo's answer is still held")
  }

  @Test("add, a duplicate, remove and open, with the list's whole history")
  func list() async throws {
    let viewModel = makeViewModel()
    let names = ObservationRecorder(viewModel) { $0.locationCellViewModels.map(\.location.name) }
    let message = ObservationRecorder(viewModel) { $0.message }
    viewModel.viewDidLoad()
    viewModel.addPlace(named: "Raleigh")
    try await release("geocode Raleigh")
    // Reading the history after each input records it: changes within one turn would
    // otherwise be recorded once, as a display pass would read them.
    viewModel.addPlace(ServiceFakes.raleigh)
    _ = (names.values, message.values)
    viewModel.removePlace(number: 1)
    _ = (names.values, message.values)
    let opened = viewModel.openPlace(number: 3)
    let none = viewModel.openPlace(number: 4)

    let starting = ["Richmond, VA", "Paris, France", "Tokyo, Japan"]
    #expect(
      names.values == [
        [], starting, starting + ["Raleigh, NC"], ["Paris, France", "Tokyo, Japan", "Raleigh, NC"],
      ])
    #expect(
      message.values == [
        "", "Looking up Raleigh…", "Added Raleigh, NC.", "Raleigh, NC is already in the list.",
        "Removed Richmond, VA.", "There is no place 4.",
      ])
    #expect(opened?.locationName == "Loading…")
    #expect(none == nil)
    #expect(store.load().locations.map(\.name) == ["Paris, France", "Tokyo, Japan", "Raleigh, NC"])
  }
}
