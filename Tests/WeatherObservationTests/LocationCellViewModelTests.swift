import Testing
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherTestSupport

/// An `@Observable` cell's view model alone, with its weather held at a gate, tested as the `Box` one.
@MainActor
@Suite("Observation LocationCellViewModel")
struct ObservableLocationCellViewModelTests {
  /// The output that changes, recorded from the moment the cell's view model was created.
  @MainActor
  struct Outputs {
    let weather: ObservationRecorder<LocationCellViewModel, LocationCellViewModel.CellWeather>

    init(_ viewModel: LocationCellViewModel) {
      weather = ObservationRecorder(viewModel) { $0.weather }
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

  @Test("loading shows the place at once, then the weather once it arrives")
  func loads() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    #expect(viewModel.name == "Raleigh")
    #expect(viewModel.region == "NC")
    #expect(gate.waiting.isEmpty, "nothing loads before start()")
    viewModel.start()
    #expect(outputs.weather.values == [.init(), .init(isLoading: true)])
    try await gate.release("weather Raleigh, NC")

    let shown = LocationCellConditions(
      summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph")
    #expect(
      outputs.weather.values == [.init(), .init(isLoading: true), .init(conditions: shown)],
      "the answer ends the loading in the same change")
  }

  @Test("a failure shows a short error in place of the summary, and no numbers")
  func fails() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        failing: .http(status: 503), at: ["Raleigh, NC"],
        otherwise: ServiceFakes.weatherbitExample))
    let outputs = Outputs(viewModel)
    viewModel.start()
    try await gate.release("weather Raleigh, NC")

    #expect(
      outputs.weather.values == [
        .init(), .init(isLoading: true), .init(conditions: .init(summary: "No weather: HTTP 503")),
      ])
  }

  @Test("the latest load wins: an older answer that arrives is ignored")
  func latestWins() async throws {
    // Each answer is numbered as it arrives: the older call answers first, with 10℉.
    let calls = Locked(0)
    let weather = WeatherClient { _, _ in
      var data = ServiceFakes.weatherbitExample
      let call = calls.withLock {
        $0 += 1
        return $0
      }
      data.temperature = call == 1 ? 10 : 30
      return data
    }
    let viewModel = makeViewModel(weather: weather)
    let outputs = Outputs(viewModel)
    viewModel.start()
    viewModel.start()
    try await gate.release("weather Raleigh, NC")
    #expect(
      outputs.weather.values == [.init(), .init(isLoading: true)],
      "the older answer changed nothing: still loading the newer one")
    try await gate.release("weather Raleigh, NC")

    let shown = LocationCellConditions(
      summary: "Broken clouds", temperature: "30℉", wind: "Wind 7 mph")
    #expect(outputs.weather.values == [.init(), .init(isLoading: true), .init(conditions: shown)])
  }

  @Test("stopping ends the loading, and the stopped load's answer changes nothing")
  func stopEndsLoading() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.start()
    #expect(outputs.weather.values == [.init(), .init(isLoading: true)])
    viewModel.stop()
    try await gate.release("weather Raleigh, NC")
    #expect(outputs.weather.values == [.init(), .init(isLoading: true), .init()])
  }

  @Test("the screen it opens shows its place without geocoding it")
  func opensItsPlace() async throws {
    let screen = makeViewModel().locationViewModel
    let name = ObservationRecorder(screen) { $0.locationName }
    let conditions = ObservationRecorder(screen) { $0.currentConditions?.summary }
    screen.viewDidLoad()
    try await gate.release("weather Raleigh, NC")

    #expect(name.values == ["Loading…", "Raleigh, NC"])
    #expect(conditions.values == [nil, "Broken clouds - 76℉"])
    #expect(gate.history == ["weather Raleigh, NC"], "its weather, and no geocoding")
    #expect(screen.location == ServiceFakes.raleigh)
  }
}
