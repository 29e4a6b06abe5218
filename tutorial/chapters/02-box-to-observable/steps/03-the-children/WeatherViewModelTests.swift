import BoxBinding
import BoxBindingTestSupport
import Testing
import WeatherCore
import WeatherObservationViewModels
import WeatherTestSupport

/// The view model, with fake services held at a gate: no network, no sleeps. Each test
/// records every value of every output (a box by binding it, a property by observing it) and
/// asserts the whole history.
@MainActor
@Suite("WeatherViewModel")
struct WeatherViewModelTests {
  /// Every output of a view model, recorded from the moment it was created.
  @MainActor
  struct Outputs {
    typealias Recorder = ObservationRecorder<WeatherViewModel, String>
    let locationName, date, icon, summary, forecastSummary: Recorder
    let feelsLike, minMax, wind: Recorder
    let error: BoxRecorder<String>

    init(_ viewModel: WeatherViewModel) {
      locationName = Recorder(viewModel) { $0.locationName }
      date = Recorder(viewModel) { $0.date }
      icon = Recorder(viewModel) { $0.icon }
      summary = Recorder(viewModel) { $0.summary }
      forecastSummary = Recorder(viewModel) { $0.forecastSummary }
      feelsLike = Recorder(viewModel) { $0.feelsLike }
      minMax = Recorder(viewModel) { $0.minMax }
      wind = Recorder(viewModel) { $0.wind }
      error = BoxRecorder(viewModel.error)
    }
  }

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

  @Test("the tutorial's screen for the Weatherbit documentation's example")
  func tutorialExample() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC"])
    #expect(outputs.date.values == ["", "Monday, Aug 28"])
    #expect(outputs.icon.values == ["", "c03d"])
    #expect(outputs.summary.values == ["", "Broken clouds - 24℉"])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds"])
    #expect(outputs.feelsLike.values == ["", "Feels like 24℉"])
    #expect(outputs.minMax.values == ["", "Min 24℉ · Max 24℉"])
    #expect(outputs.wind.values == ["", "Wind 3 mph"])
    #expect(outputs.error.values == [""])
  }

  @Test("a view model opened on a place shows it and fetches its weather, with no lookup")
  func openedOnAPlace() async throws {
    let viewModel = WeatherViewModel(
      location: ServiceFakes.paris,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(failing: .connectionRefused)),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample)),
        defaultAddress: "Raleigh, NC"))
    let outputs = Outputs(viewModel)
    #expect(viewModel.location == nil, "nothing is shown before the view has loaded")
    viewModel.viewDidLoad()
    try await release("weather Paris, France")

    #expect(gate.history == ["weather Paris, France"], "the geocoder, which fails, was not asked")
    #expect(viewModel.location == ServiceFakes.paris)
    #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
    #expect(outputs.date.values == ["", "Monday, Aug 28"])
    #expect(outputs.icon.values == ["", "c03d"])
    #expect(outputs.summary.values == ["", "Broken clouds - 24℉"])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds"])
    #expect(outputs.feelsLike.values == ["", "Feels like 24℉"])
    #expect(outputs.minMax.values == ["", "Min 24℉ · Max 24℉"])
    #expect(outputs.wind.values == ["", "Wind 3 mph"])
    #expect(outputs.error.values == [""])
  }

  @Test("text typed on a screen opened on a place is looked up as usual")
  func openedOnAPlaceThenTyped() async throws {
    let viewModel = WeatherViewModel(
      location: ServiceFakes.paris,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(["Raleigh, NC": [ServiceFakes.raleigh]])),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample))))
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("weather Paris, France")
    viewModel.changeLocation(to: "Paris, France")
    try await release("geocode Paris, France")
    viewModel.changeLocation(to: "Raleigh, NC")
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(
      gate.history == [
        "weather Paris, France", "geocode Paris, France", "geocode Raleigh, NC",
        "weather Raleigh, NC",
      ])
    #expect(
      outputs.locationName.values == [
        "Loading…", "Paris, France", "Loading…", "Not found", "Loading…", "Raleigh, NC",
      ])
    #expect(outputs.summary.values == ["", "Broken clouds - 24℉", "", "Broken clouds - 24℉"])
    #expect(outputs.error.values == [""])
    #expect(viewModel.location == ServiceFakes.raleigh)
  }

  @Test("nothing is looked up before the view has loaded")
  func waitsForViewDidLoad() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    // A lookup that `init` started would be queued on the main actor ahead of this change's,
    // so its call would reach the gate first.
    viewModel.changeLocation(to: "Paris")
    try await release("geocode Paris", "weather Paris, France")

    #expect(gate.history == ["geocode Paris", "weather Paris, France"])
    #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
  }

  @Test("metric units format every temperature in °C and the wind in km/h")
  func metric() async throws {
    var metricExample = ServiceFakes.weatherbitExample
    metricExample.units = .metric
    metricExample.windSpeed = 11.1
    let viewModel = makeViewModel(weather: ServiceFakes.weather(metricExample), units: .metric)
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.summary.values == ["", "Broken clouds - 24°C"])
    #expect(outputs.wind.values == ["", "Wind 11 km/h"])
  }

  @Test("a place that is not found reads \"Not found\" and clears the other outputs")
  func notFound() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")
    viewModel.changeLocation(to: "Atlantis")
    try await release("geocode Atlantis")

    #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Not found"])
    #expect(outputs.date.values == ["", "Monday, Aug 28", ""])
    #expect(outputs.icon.values == ["", "c03d", ""])
    #expect(outputs.summary.values == ["", "Broken clouds - 24℉", ""])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds", ""])
    #expect(outputs.wind.values == ["", "Wind 3 mph", ""])
    #expect(gate.waiting.isEmpty)
  }

  @Test("a weather failure shows a specific error, and the next change works again")
  func weatherFailure() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        failing: .http(status: 503), at: ["Paris, France"],
        otherwise: ServiceFakes.weatherbitExample))
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")
    viewModel.changeLocation(to: "Paris")
    try await release("geocode Paris", "weather Paris, France")
    viewModel.changeLocation(to: "Raleigh, NC")
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(
      outputs.error.values == [
        "", "Weather unavailable: server error (HTTP 503); try again later", "",
      ])
    #expect(
      outputs.locationName.values == [
        "Loading…", "Raleigh, NC", "Loading…", "Paris, France", "Loading…", "Raleigh, NC",
      ])
    #expect(
      outputs.summary.values == ["", "Broken clouds - 24℉", "", "Broken clouds - 24℉"])
  }

  @Test("a geocoder failure reads \"Lookup failed\" with the reason")
  func geocoderFailure() async throws {
    let viewModel = makeViewModel(geocoder: ServiceFakes.geocoder(failing: .connectionRefused))
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC")

    #expect(outputs.locationName.values == ["Loading…", "Lookup failed"])
    #expect(outputs.error.values == ["", "Place lookup unavailable: connection refused"])
    #expect(outputs.summary.values == [""])
  }

  @Test("the latest change wins when the older answer arrives last")
  func latestWins() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    viewModel.changeLocation(to: "Paris")
    try await release("geocode Paris", "weather Paris, France")
    // The default address's answers arrive only now, after Paris's.
    try await release("geocode Raleigh, NC")

    #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
    #expect(outputs.summary.values == ["", "Broken clouds - 24℉"])
    // The stale lookup stopped at its answer: it never asked for Raleigh's weather, which it
    // would have done in the turn that `release` waited for.
    #expect(
      gate.history == ["geocode Raleigh, NC", "geocode Paris", "weather Paris, France"])
  }

  @Test("input is trimmed, and empty input is ignored")
  func trimming() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")
    viewModel.changeLocation(to: "   ")
    viewModel.changeLocation(to: "\t\n")
    viewModel.changeLocation(to: "  Paris \n")
    try await release("geocode Paris", "weather Paris, France")

    // A lookup of blank text would have reached the gate before Paris's.
    #expect(
      gate.history == [
        "geocode Raleigh, NC", "weather Raleigh, NC", "geocode Paris", "weather Paris, France",
      ])

    #expect(
      outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Paris, France"])
  }

  @Test("typing suggests places, and clearing the text clears them")
  func suggestionsWhileTyping() {
    let viewModel = WeatherViewModel(
      environment: WeatherEnvironment(
        geocoder: ServiceFakes.geocoder([:]),
        weather: ServiceFakes.weather(ServiceFakes.weatherbitExample),
        suggester: ServiceFakes.suggester([
          "Pa": ["Paris, France", "Pasadena, CA"], "Par": ["Paris, France"],
        ])))
    let suggestions = BoxRecorder(viewModel.suggestions)
    for text in ["P", "Pa", "Par", ""] { viewModel.locationTextChanged(to: text) }
    #expect(suggestions.values == [[], ["Paris, France", "Pasadena, CA"], ["Paris, France"], []])
  }
}
