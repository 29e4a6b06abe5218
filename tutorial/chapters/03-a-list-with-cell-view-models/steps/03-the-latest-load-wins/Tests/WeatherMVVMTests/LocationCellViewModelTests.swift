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

  @Test("the latest load wins: an older answer that arrives is ignored")
  func latestWins() async throws {
    // Each answer is numbered as it arrives: the older call answers first, with 10℉.
    let calls = CallCounter()
    let weather = WeatherClient { _, _ in
      var data = ServiceFakes.weatherbitExample
      data.temperature = calls.next() == 1 ? 10 : 30
      return data
    }
    let viewModel = makeViewModel(weather: weather)
    let outputs = Outputs(viewModel)
    viewModel.start()
    viewModel.start()
    try await release("weather Raleigh, NC")
    #expect(outputs.conditions.values == [.init()], "the older answer changed nothing")
    #expect(outputs.isLoading.values == [false, true], "still loading the newer one")
    try await release("weather Raleigh, NC")

    #expect(
      outputs.conditions.values == [
        .init(), .init(summary: "Broken clouds", temperature: "30℉", wind: "Wind 7 mph"),
      ])
    #expect(outputs.isLoading.values == [false, true, false])
  }
}

/// Numbers calls in the order they are made.
final class CallCounter: Sendable {
  private let count = Locked(0)

  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
