import BoxBinding
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// The view model, with fake services held at a gate: no network, no sleeps.
@MainActor
@Suite("WeatherViewModel")
struct WeatherViewModelTests {
  let gate = ServiceGate()

  func makeViewModel(
    geocoder: GeocoderClient = ServiceFakes.geocoder([
      "Raleigh, NC": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris],
    ]),
    weather: WeatherClient = ServiceFakes.weather(ServiceFakes.weatherbitExample),
    units: Units = .imperial
  ) -> WeatherViewModel {
    WeatherViewModel(
      environment: WeatherEnvironment(
        geocoder: gate.hold(geocoder), weather: gate.hold(weather), units: units,
        defaultAddress: "Raleigh, NC"))
  }

  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  @Test("the place's name reads \"Loading…\", then the name of the place found")
  func placeName() async throws {
    let viewModel = makeViewModel()
    var names: [String] = []
    viewModel.locationName.bind { names.append($0) }
    viewModel.changeLocation(to: "Paris")
    try await release("geocode Paris", "weather Paris, France")

    #expect(names == ["Loading…", "Paris, France"])
  }

  @Test("a place that is not found reads \"Not found\"")
  func notFound() async throws {
    let viewModel = makeViewModel()
    var names: [String] = []
    viewModel.locationName.bind { names.append($0) }
    viewModel.changeLocation(to: "Atlantis")
    try await release("geocode Atlantis")

    #expect(names == ["Loading…", "Not found"])
  }
}
