import BoxBinding
import BoxBindingTestSupport
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// A cell's view model alone, with its weather held at a gate: each test records every value
/// of every output and asserts the whole history.
@MainActor
@Suite("LocationCellViewModel")
struct LocationCellViewModelTests {
  /// Every output of a cell's view model, recorded from the moment it was created.
  @MainActor
  struct Outputs {
    let name, region: BoxRecorder<String>

    init(_ viewModel: LocationCellViewModel) {
      name = BoxRecorder(viewModel.name)
      region = BoxRecorder(viewModel.region)
    }
  }

  let gate = ServiceGate()

  func makeViewModel(
    weather: WeatherClient = ServiceFakes.weather(ServiceFakes.weatherbitExample)
  ) -> LocationCellViewModel {
    LocationCellViewModel(
      location: ServiceFakes.raleigh,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder([:])), weather: gate.hold(weather)))
  }

  func release(_ key: String) async throws {
    try await gate.release(key)
  }

  @Test("a cell shows its place's own name and its region from the start")
  func place() {
    let outputs = Outputs(makeViewModel())

    #expect(outputs.name.values == ["Raleigh"])
    #expect(outputs.region.values == ["NC"])
  }
}
