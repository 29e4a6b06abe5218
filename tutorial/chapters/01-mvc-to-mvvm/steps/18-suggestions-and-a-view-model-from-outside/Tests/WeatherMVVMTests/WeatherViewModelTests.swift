import BoxBinding
import BoxBindingTestSupport
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// The view model, with fake services held at a gate: no network, no sleeps. Each test
/// records every value of every output and asserts the whole history. The weather service
/// answers with the Weatherbit documentation's example and a week of days after it.
@MainActor
@Suite("WeatherViewModel")
struct WeatherViewModelTests {
  /// Every output of a view model, recorded from the moment it was created.
  @MainActor
  struct Outputs {
    let locationName, date, icon, summary, forecastSummary: BoxRecorder<String>
    let feelsLike, minMax, wind, error, forecastMessage: BoxRecorder<String>
    let forecastDays, forecastIcons, forecastSummaries, forecastTemperatures: BoxRecorder<[String]>
    let isLoading: BoxRecorder<Bool>

    init(_ viewModel: WeatherViewModel) {
      locationName = BoxRecorder(viewModel.locationName)
      date = BoxRecorder(viewModel.date)
      icon = BoxRecorder(viewModel.icon)
      summary = BoxRecorder(viewModel.summary)
      forecastSummary = BoxRecorder(viewModel.forecastSummary)
      feelsLike = BoxRecorder(viewModel.feelsLike)
      minMax = BoxRecorder(viewModel.minMax)
      wind = BoxRecorder(viewModel.wind)
      forecastMessage = BoxRecorder(viewModel.forecastMessage)
      forecastDays = BoxRecorder(viewModel.forecastDays)
      forecastIcons = BoxRecorder(viewModel.forecastIcons)
      forecastSummaries = BoxRecorder(viewModel.forecastSummaries)
      forecastTemperatures = BoxRecorder(viewModel.forecastTemperatures)
      isLoading = BoxRecorder(viewModel.isLoading)
      error = BoxRecorder(viewModel.error)
    }
  }

  let gate = ServiceGate()
  /// The five days after Monday, August 28, 2017 in `ServiceFakes.weatherbitExampleWeek`.
  let raleighDays = ["Tue 29", "Wed 30", "Thu 31", "Fri 1", "Sat 2"]

  func makeViewModel(
    geocoder: GeocoderClient = ServiceFakes.geocoder([
      "Raleigh, NC": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris],
    ]),
    weather: WeatherClient = ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport),
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

  @Test("loading, then the current conditions and the five days after the observation's")
  func tutorialExample() async throws {
    let viewModel = makeViewModel()
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC"])
    #expect(outputs.date.values == ["", "Monday, Aug 28"])
    #expect(outputs.icon.values == ["", "c03d"])
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉"])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds"])
    #expect(outputs.feelsLike.values == ["", "Feels like 76℉"])
    #expect(outputs.minMax.values == ["", "Min 76℉ · Max 76℉"])
    #expect(outputs.wind.values == ["", "Wind 7 mph"])
    #expect(outputs.forecastMessage.values == [""])
    #expect(outputs.forecastDays.values == [[], raleighDays])
    #expect(outputs.forecastIcons.values == [[], ["r01d", "c01d", "c03d", "r01d", "c01d"]])
    #expect(
      outputs.forecastSummaries.values == [
        [], ["Light rain", "Clear sky", "Broken clouds", "Light rain", "Clear sky"],
      ])
    #expect(
      outputs.forecastTemperatures.values == [
        [], ["61℉ / 76℉", "62℉ / 77℉", "63℉ / 78℉", "64℉ / 79℉", "65℉ / 80℉"],
      ])
    #expect(outputs.isLoading.values == [true, false])
    #expect(outputs.error.values == [""])
  }

  @Test("a view model opened on a place shows it and fetches its weather, with no lookup")
  func openedOnAPlace() async throws {
    let viewModel = WeatherViewModel(
      location: ServiceFakes.paris,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(failing: .connectionRefused)),
        weather: gate.hold(ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport)),
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
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉"])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds"])
    #expect(outputs.feelsLike.values == ["", "Feels like 76℉"])
    #expect(outputs.minMax.values == ["", "Min 76℉ · Max 76℉"])
    #expect(outputs.wind.values == ["", "Wind 7 mph"])
    #expect(outputs.forecastDays.values == [[], raleighDays])
    #expect(outputs.isLoading.values == [true, false])
    #expect(outputs.error.values == [""])
  }

  @Test("text typed on a screen opened on a place is looked up as usual")
  func openedOnAPlaceThenTyped() async throws {
    let viewModel = WeatherViewModel(
      location: ServiceFakes.paris,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(["Raleigh, NC": [ServiceFakes.raleigh]])),
        weather: gate.hold(ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport))))
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
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉", "", "Broken clouds - 76℉"])
    #expect(outputs.forecastDays.values == [[], raleighDays, [], raleighDays])
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

  @Test("metric units format every temperature in °C and the wind in km/h, the days' too")
  func metric() async throws {
    let current = ServiceFakes.weatherbitExampleMetric
    let days = ServiceFakes.weatherbitExampleWeek.map { day in
      var metric = day
      metric.units = .metric
      metric.low -= 50
      metric.high -= 50
      return metric
    }
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        report: WeatherReport(current: current, forecast: .success(days))),
      units: .metric)
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.summary.values == ["", "Broken clouds - 24°C"])
    #expect(outputs.wind.values == ["", "Wind 11 km/h"])
    #expect(
      outputs.forecastTemperatures.values == [
        [], ["11°C / 26°C", "12°C / 27°C", "13°C / 28°C", "14°C / 29°C", "15°C / 30°C"],
      ])
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
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉", ""])
    #expect(outputs.forecastSummary.values == ["", "Summary: Broken clouds", ""])
    #expect(outputs.wind.values == ["", "Wind 7 mph", ""])
    #expect(outputs.forecastDays.values == [[], raleighDays, []])
    #expect(outputs.isLoading.values == [true, false, true, false])
    #expect(outputs.error.values == [""])
    #expect(gate.waiting.isEmpty)
  }

  @Test("a forecast that fails alone keeps the current conditions and says why in one line")
  func forecastOnlyFailure() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        forecastFailing: .http(status: 429), current: ServiceFakes.weatherbitExample))
    let outputs = Outputs(viewModel)
    viewModel.viewDidLoad()
    try await release("geocode Raleigh, NC", "weather Raleigh, NC")

    #expect(outputs.summary.values == ["", "Broken clouds - 76℉"])
    #expect(
      outputs.forecastMessage.values == [
        "", "Forecast unavailable: too many requests (HTTP 429); try again later",
      ])
    #expect(outputs.forecastDays.values == [[]])
    #expect(outputs.error.values == [""])
  }

  @Test("a weather failure shows a specific error, and the next change works again")
  func weatherFailure() async throws {
    let viewModel = makeViewModel(
      weather: ServiceFakes.weather(
        failing: .http(status: 503), at: ["Paris, France"],
        otherwise: ServiceFakes.weatherbitExampleReport))
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
      outputs.summary.values == ["", "Broken clouds - 76℉", "", "Broken clouds - 76℉"])
    #expect(outputs.forecastDays.values == [[], raleighDays, [], raleighDays])
    #expect(outputs.isLoading.values == [true, false, true, false, true, false])
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
    #expect(outputs.forecastDays.values == [[]])
    #expect(outputs.isLoading.values == [true, false])
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
    #expect(outputs.summary.values == ["", "Broken clouds - 76℉"])
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
