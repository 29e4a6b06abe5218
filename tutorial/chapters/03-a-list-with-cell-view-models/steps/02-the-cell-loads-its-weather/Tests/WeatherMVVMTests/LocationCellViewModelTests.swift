import BoxBinding
import BoxBindingTestSupport
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherPresentation
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
    let conditions: BoxRecorder<LocationCellConditions>
    let isLoading: BoxRecorder<Bool>

    init(_ viewModel: LocationCellViewModel) {
      name = BoxRecorder(viewModel.name)
      region = BoxRecorder(viewModel.region)
      conditions = BoxRecorder(viewModel.conditions)
      isLoading = BoxRecorder(viewModel.isLoading)
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

  @Test("loading shows the place at once, then the weather once it arrives")
  func loads() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    #expect(gate.waiting.isEmpty, "nothing loads before start()")
    viewModel.start()
    #expect(outputs.isLoading.values == [false, true])
    try await release("weather Raleigh, NC")

    #expect(outputs.name.values == ["Raleigh"])
    #expect(outputs.region.values == ["NC"])
    #expect(outputs.isLoading.values == [false, true, false])
    #expect(
      outputs.conditions.values == [
        .init(), .init(summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph"),
      ])
  }

  @Test("a failure shows a short error in place of the summary, and no numbers")
  func fails() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        failing: .http(status: 503), at: ["Raleigh, NC"],
        otherwise: ServiceFakes.weatherbitExample))
    let outputs = Outputs(viewModel)
    viewModel.start()
    try await release("weather Raleigh, NC")

    #expect(outputs.isLoading.values == [false, true, false])
    #expect(outputs.conditions.values == [.init(), .init(summary: "No weather: HTTP 503")])
  }
}
