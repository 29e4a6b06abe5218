import Testing
import WeatherCore
import WeatherPresentation
import WeatherTestSupport

/// The weather screen's view model, as every kind keeps it: fake services held at a gate (no
/// network, no sleeps), every value of every output recorded, the child view models included,
/// and each case asserting the whole history. Inputs that a history must see one by one come
/// in turns of their own, as keys do on a terminal.
public struct WeatherScreenSpec<Kind: WeatherScreenKind> {
  let gate: ServiceGate

  @MainActor init() {
    gate = ServiceGate()
  }

  /// Every behaviour of the weather screen's view model.
  public static var cases: [SpecCase] {
    [
      tutorialExample, openedOnAPlace, openedOnAPlaceThenTyped, waitsForViewDidLoad, metric,
      notFound, forecastOnlyFailure, weatherFailure, geocoderFailure, latestWins,
      latestReportWins, nextPlace, trimming, suggestionsWhileTyping,
    ]
  }

  /// A case run on a fresh spec, with a gate of its own.
  static func behaviour(
    _ name: String, _ body: @escaping @MainActor @Sendable (Self) async throws -> Void
  ) -> SpecCase {
    SpecCase("WeatherViewModel: " + name) { try await body(Self()) }
  }

  @MainActor
  func makeScreen(
    location: Location? = nil,
    geocoder: GeocoderClient = ServiceFakes.geocoder([
      "Raleigh, NC": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris],
    ]),
    weather: WeatherClient = ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport),
    units: Units = .imperial
  ) -> Kind.Screen {
    let environment = WeatherEnvironment(
      geocoder: gate.hold(geocoder), weather: gate.hold(weather), units: units,
      defaultAddress: "Raleigh, NC")
    guard let location else { return Kind.Screen(environment: environment) }
    return Kind.Screen(location: location, environment: environment)
  }

  @MainActor
  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  static var tutorialExample: SpecCase {
    behaviour("loading, then the current conditions and the five days after the observation's") {
      spec in
      let screen = spec.makeScreen()
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")

      #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC"])
      #expect(outputs.currentConditions.values == [nil, Shown.raleigh])
      #expect(outputs.forecast.values == [nil, Shown.raleighForecast])
      #expect(outputs.isLoading.values == [true, false])
      #expect(outputs.error.values == [""])
    }
  }

  static var openedOnAPlace: SpecCase {
    behaviour("a view model opened on a place shows it and fetches its weather, with no lookup") {
      spec in
      let screen = spec.makeScreen(
        location: ServiceFakes.paris,
        geocoder: ServiceFakes.geocoder(failing: .connectionRefused), weather: Shown.twoPlaces)
      let outputs = Kind.record(screen)
      #expect(screen.location == nil, "nothing is shown before the view has loaded")
      screen.viewDidLoad()
      try await spec.release("weather Paris, France")

      #expect(
        spec.gate.history == ["weather Paris, France"], "the geocoder, which fails, was not asked")
      #expect(screen.location == ServiceFakes.paris)
      #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
      #expect(outputs.currentConditions.values == [nil, Shown.paris])
      #expect(outputs.forecast.values == [nil, Shown.parisForecast])
      #expect(outputs.isLoading.values == [true, false])
      #expect(outputs.error.values == [""])
    }
  }

  static var openedOnAPlaceThenTyped: SpecCase {
    behaviour("text typed on a screen opened on a place is looked up as usual") { spec in
      let screen = spec.makeScreen(
        location: ServiceFakes.paris,
        geocoder: ServiceFakes.geocoder(["Raleigh, NC": [ServiceFakes.raleigh]]),
        weather: Shown.twoPlaces)
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("weather Paris, France")
      screen.changeLocation(to: "Paris, France")
      try await spec.release("geocode Paris, France")
      screen.changeLocation(to: "Raleigh, NC")
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")

      #expect(
        spec.gate.history == [
          "weather Paris, France", "geocode Paris, France", "geocode Raleigh, NC",
          "weather Raleigh, NC",
        ])
      #expect(
        outputs.locationName.values == [
          "Loading…", "Paris, France", "Loading…", "Not found", "Loading…", "Raleigh, NC",
        ])
      #expect(outputs.currentConditions.values == [nil, Shown.paris, nil, Shown.raleigh])
      #expect(outputs.forecast.values == [nil, Shown.parisForecast, nil, Shown.raleighForecast])
      #expect(outputs.error.values == [""])
      #expect(screen.location == ServiceFakes.raleigh)
    }
  }

  static var waitsForViewDidLoad: SpecCase {
    behaviour("nothing is looked up before the view has loaded") { spec in
      let screen = spec.makeScreen()
      let outputs = Kind.record(screen)
      // A lookup that `init` started would be queued on the main actor ahead of this change's,
      // so its call would reach the gate first.
      screen.changeLocation(to: "Paris")
      try await spec.release("geocode Paris", "weather Paris, France")

      #expect(spec.gate.history == ["geocode Paris", "weather Paris, France"])
      #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
    }
  }

  static var metric: SpecCase {
    behaviour("metric units format every temperature in °C and the wind in km/h, the days' too") {
      spec in
      let current = ServiceFakes.weatherbitExampleMetric
      let days = ServiceFakes.weatherbitExampleWeek.map { day in
        var metric = day
        metric.units = .metric
        metric.low -= 50
        metric.high -= 50
        return metric
      }
      let screen = spec.makeScreen(
        weather: ServiceFakes.weather(
          report: WeatherReport(current: current, forecast: .success(days))),
        units: .metric)
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")

      let shown = try #require(outputs.currentConditions.lastValue ?? nil)
      #expect(shown.summary == "Broken clouds - 24°C")
      #expect(shown.minMax == "Min 24°C · Max 24°C")
      #expect(shown.wind == "Wind 11 km/h")
      let forecast = try #require(outputs.forecast.lastValue ?? nil)
      #expect(
        forecast.days.map(\.temperatures) == [
          "11°C / 26°C", "12°C / 27°C", "13°C / 28°C", "14°C / 29°C", "15°C / 30°C",
        ])
    }
  }

  static var notFound: SpecCase {
    behaviour("\"Not found\" after a forecast clears both children") { spec in
      let screen = spec.makeScreen()
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")
      screen.changeLocation(to: "Atlantis")
      try await spec.release("geocode Atlantis")

      #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Not found"])
      #expect(outputs.currentConditions.values == [nil, Shown.raleigh, nil])
      #expect(outputs.forecast.values == [nil, Shown.raleighForecast, nil])
      #expect(outputs.isLoading.values == [true, false, true, false])
      #expect(outputs.error.values == [""])
      #expect(spec.gate.waiting.isEmpty)
    }
  }

  static var forecastOnlyFailure: SpecCase {
    behaviour("a forecast that fails alone keeps the current conditions and says why in one line") {
      spec in
      let screen = spec.makeScreen(
        weather: ServiceFakes.weather(
          forecastFailing: .http(status: 429), current: ServiceFakes.weatherbitExample))
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")

      #expect(outputs.currentConditions.values == [nil, Shown.raleigh])
      #expect(
        outputs.forecast.values == [
          nil,
          ForecastViewModel(
            days: [],
            message: "Forecast unavailable: too many requests (HTTP 429); try again later"),
        ])
      #expect(outputs.error.values == [""])
    }
  }

  static var weatherFailure: SpecCase {
    behaviour("a failed report shows a specific error and no children; the next change works again")
    {
      spec in
      let screen = spec.makeScreen(
        weather: ServiceFakes.weather(
          failing: .http(status: 503), at: ["Paris, France"],
          otherwise: ServiceFakes.weatherbitExampleReport))
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")
      screen.changeLocation(to: "Paris")
      try await spec.release("geocode Paris", "weather Paris, France")
      screen.changeLocation(to: "Raleigh, NC")
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")

      #expect(
        outputs.error.values == [
          "", "Weather unavailable: server error (HTTP 503); try again later", "",
        ])
      #expect(
        outputs.locationName.values == [
          "Loading…", "Raleigh, NC", "Loading…", "Paris, France", "Loading…", "Raleigh, NC",
        ])
      #expect(outputs.currentConditions.values == [nil, Shown.raleigh, nil, Shown.raleigh])
      #expect(
        outputs.forecast.values == [nil, Shown.raleighForecast, nil, Shown.raleighForecast])
      #expect(outputs.isLoading.values == [true, false, true, false, true, false])
    }
  }

  static var geocoderFailure: SpecCase {
    behaviour("a geocoder failure reads \"Lookup failed\" with the reason") { spec in
      let screen = spec.makeScreen(geocoder: ServiceFakes.geocoder(failing: .connectionRefused))
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC")

      #expect(outputs.locationName.values == ["Loading…", "Lookup failed"])
      #expect(outputs.error.values == ["", "Place lookup unavailable: connection refused"])
      #expect(outputs.currentConditions.values == [nil])
      #expect(outputs.forecast.values == [nil])
      #expect(outputs.isLoading.values == [true, false])
    }
  }

  static var latestWins: SpecCase {
    behaviour("the latest change wins when the older place's name arrives last") { spec in
      let screen = spec.makeScreen()
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      screen.changeLocation(to: "Paris")
      try await spec.release("geocode Paris", "weather Paris, France")
      // The default address's answers arrive only now, after Paris's.
      try await spec.release("geocode Raleigh, NC")

      #expect(outputs.locationName.values == ["Loading…", "Paris, France"])
      #expect(outputs.currentConditions.values == [nil, Shown.raleigh])
      // The stale lookup stopped at its answer: it never asked for Raleigh's weather, which it
      // would have done in the turn that `release` waited for.
      #expect(
        spec.gate.history == ["geocode Raleigh, NC", "geocode Paris", "weather Paris, France"])
    }
  }

  static var latestReportWins: SpecCase {
    behaviour("the latest change wins when the older place's report arrives last") { spec in
      let screen = spec.makeScreen(weather: Shown.twoPlaces)
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC")
      try await spec.gate.waitFor("weather Raleigh, NC")
      screen.changeLocation(to: "Paris")
      try await spec.release("geocode Paris", "weather Paris, France")
      // Raleigh's report, asked for first, arrives only now.
      try await spec.release("weather Raleigh, NC")

      #expect(
        outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Paris, France"])
      #expect(outputs.currentConditions.values == [nil, Shown.paris])
      #expect(outputs.forecast.values == [nil, Shown.parisForecast])
      #expect(outputs.isLoading.values == [true, false])
      #expect(outputs.error.values == [""])
      #expect(
        spec.gate.history == [
          "geocode Raleigh, NC", "weather Raleigh, NC", "geocode Paris", "weather Paris, France",
        ])
    }
  }

  static var nextPlace: SpecCase {
    behaviour("the next place's report replaces the children; they stay while it loads") { spec in
      let screen = spec.makeScreen(weather: Shown.twoPlaces)
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")
      screen.changeLocation(to: "Paris")
      try await spec.release("geocode Paris")
      #expect(outputs.currentConditions.lastValue == Shown.raleigh)
      try await spec.release("weather Paris, France")

      #expect(outputs.currentConditions.values == [nil, Shown.raleigh, Shown.paris])
      #expect(outputs.forecast.values == [nil, Shown.raleighForecast, Shown.parisForecast])
      #expect(outputs.isLoading.values == [true, false, true, false])
    }
  }

  static var trimming: SpecCase {
    behaviour("input is trimmed, and empty input is ignored") { spec in
      let screen = spec.makeScreen()
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.release("geocode Raleigh, NC", "weather Raleigh, NC")
      screen.changeLocation(to: "   ")
      screen.changeLocation(to: "\t\n")
      screen.changeLocation(to: "  Paris \n")
      try await spec.release("geocode Paris", "weather Paris, France")

      // A lookup of blank text would have reached the gate before Paris's.
      #expect(
        spec.gate.history == [
          "geocode Raleigh, NC", "weather Raleigh, NC", "geocode Paris", "weather Paris, France",
        ])
      #expect(
        outputs.locationName.values == ["Loading…", "Raleigh, NC", "Loading…", "Paris, France"])
    }
  }

  static var suggestionsWhileTyping: SpecCase {
    behaviour("typing suggests places, and clearing the text clears them") { _ in
      let screen = Kind.Screen(
        environment: WeatherEnvironment(
          geocoder: ServiceFakes.geocoder([:]),
          weather: ServiceFakes.weather(ServiceFakes.weatherbitExample),
          suggester: ServiceFakes.suggester([
            "Pa": ["Paris, France", "Pasadena, CA"], "Par": ["Paris, France"],
          ])))
      let suggestions = Kind.record(screen).suggestions
      // Each key arrives in a turn of its own, as on a terminal.
      for text in ["P", "Pa", "Par", ""] {
        screen.locationTextChanged(to: text)
        await MainQueue.nextTurn()
      }
      #expect(
        suggestions.values == [[], ["Paris, France", "Pasadena, CA"], ["Paris, France"], []])
    }
  }
}
