import BoxBinding
import BoxBindingTestSupport
import Foundation
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// The list's view model with gated fakes and a store in a temporary folder: each test records
/// every value the list's outputs emit and asserts the whole history.
@MainActor
@Suite("LocationsViewModel")
struct LocationsViewModelTests {
  let gate = ServiceGate()
  let folder: TemporaryDirectory
  let store: LocationStore

  init() throws {
    folder = try TemporaryDirectory()
    store = LocationStore(url: folder.file("locations.json"))
  }

  func makeViewModel() -> LocationsViewModel {
    LocationsViewModel(
      environment: WeatherEnvironment(
        geocoder: gate.hold(
          ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "paris": [ServiceFakes.paris]])),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample))),
      store: store)
  }

  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  /// The place names of each list the view model published, in order.
  func names(_ recorder: BoxRecorder<[LocationCellViewModel]>) -> [[String]] {
    recorder.values.map { $0.map(\.location.name) }
  }

  static let starting = ["Richmond, VA", "Paris, France", "Tokyo, Japan"]

  @Test("the starting list loads every cell's weather at once, and writes nothing")
  func startingList() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    // All three loads are in flight together, not one after the other.
    await Task.yield()
    #expect(Set(gate.waiting) == Set(Self.starting.map { "weather " + $0 }))
    try await release("weather Tokyo, Japan", "weather Richmond, VA", "weather Paris, France")

    #expect(names(cells) == [[], Self.starting])
    #expect(cells.lastValue?.map(\.conditions.value.temperature) == ["76℉", "76℉", "76℉"])
    #expect(message.values == [""])
    #expect(folder.names().isEmpty)
  }
}
