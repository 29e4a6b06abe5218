import Foundation
import Testing
import WeatherApp
import WeatherAppTestSupport
import WeatherCore
import WeatherDeclarative
import WeatherMVC
import WeatherMVVM
import WeatherObservation
import WeatherScreens
import WeatherTestSupport
import WeatherViews

extension WeatherVariant {
  /// The variants whose controllers drive the shared retained views (`WeatherView`,
  /// `LocationsView`), for tests of what those views hold; the declarative variant draws its
  /// screens from its bodies.
  static var retained: [WeatherVariant] { all.filter { $0.id != "declarative" } }

  /// The variant's controllers, from its module, by the variant's id.
  var screens: Screens {
    let screens: [String: Screens] = [
      // One a line: the tutorial's starter, which has only the MVC variant, leaves out the
      // others' lines (tutorial/starter).
      "mvc": .mvc,
      "mvvm": .mvvm,
      "observation": .observation,
      "declarative": .declarative,
    ]
    guard let chosen = screens[id] else { preconditionFailure("no Screens value for \(id)") }
    return chosen
  }
}

/// A golden scenario: a command line and what the user does.
struct Scenario: Sendable, CustomTestStringConvertible {
  /// One thing that happens during the run.
  enum Action: Sendable {
    /// A line typed into the prompt.
    case enter(String)
    /// Lets a held service answer through: in-process at a `ServiceGate`, end to end at the
    /// loopback server (`OpenMeteoServer` or `ForecastServer`). Only in a gated scenario.
    case release(String)
    /// Waits until a service call is held, without letting it through; only in a gated
    /// scenario. End to end, this makes sure a request has reached the server before the next
    /// line cancels it, so that its late answer is really sent.
    case waitFor(String)
    /// Text typed key by key without Enter, which only a terminal does: a scenario with it
    /// runs in-process only.
    case type(String)
  }

  var name: String
  var arguments: [String]
  var actions: [Action]
  /// Whether every answer is held until a `.release` lets it through. Otherwise the run lets
  /// the screen settle after each line, as the end-to-end run does by waiting for the golden
  /// file's frames before typing the next line.
  var gated = false
  /// Whether each release draws exactly one frame, so that an end-to-end run reads that frame
  /// before it lets the next answer go: answers on separate connections then reach the
  /// program in the order released, as the gate orders them in-process.
  var releaseDrawsFrame = false
  /// Whether the run needs the loopback forecast server (see `ForecastServer`).
  var forecastServer = false
  /// What the loopback Weatherbit's forecast answers, when the run needs that server (see
  /// `WeatherbitServer`).
  var weatherbitServer: WeatherbitServer.Forecast?
  /// Whether the run needs the loopback Open-Meteo that answers with the offline data (see
  /// `OpenMeteoServer`); a gated scenario needs it, so that end to end the server holds the
  /// answers.
  var openMeteoServer = false
  /// Seconds that the loopback Open-Meteo waits before each answer.
  var openMeteoDelay: TimeInterval = 0
  /// Whether the forecast's URL is a loopback port that refuses every connection.
  var refusedForecast = false
  /// Whether the run needs the loopback OpenWeather (see `OpenWeatherServer`).
  var openWeatherServer = false

  var testDescription: String { name }
  var goldenName: String { name + ".txt" }
  var lines: [String] {
    actions.compactMap { if case .enter(let line) = $0 { line } else { nil } }
  }

  static let now = ["--plain", "--now", "2026-11-29T11:30:00Z"]

  static let all: [Scenario] =
    [
      Scenario(name: "default-location", arguments: now, actions: []),
      // 11:30 UTC is already Monday in Auckland (UTC+13) and still early Sunday in Honolulu.
      Scenario(
        name: "around-the-world", arguments: now,
        actions: [
          "Paris, France", "Tokyo", "Sydney", "Honolulu", "Buenos Aires", "Auckland",
          "reykjavik", "São Paulo",
        ].map(Action.enter)),
      Scenario(
        name: "not-found-then-found", arguments: now,
        actions: ["Xyzzyville", "   ", "  new   YORK  "].map(Action.enter)),
      Scenario(
        name: "metric", arguments: now + ["--units", "metric", "--location", "Oslo"],
        actions: ["Cape Town", "Moscow"].map(Action.enter)),
      // Tokyo is asked first and answers last; Paris must stay on the screen.
      Scenario(
        name: "rapid-changes",
        arguments: now + ["--geocoder", "open-meteo", "--weather", "open-meteo"],
        actions: [
          .release("geocode Richmond, VA"), .release("weather Richmond, VA"),
          .enter("Tokyo"), .waitFor("geocode Tokyo"), .enter("Paris"),
          .release("geocode Paris"), .release("weather Paris, France"),
          .release("geocode Tokyo"),
        ],
        gated: true, openMeteoServer: true),
      // Open-Meteo, served on loopback, fails for Paris with HTTP 503 and answers for Tokyo:
      // a specific error line, and the next change works again.
      Scenario(
        name: "weather-failure", arguments: now + ["--weather", "open-meteo"],
        actions: ["Paris", "Tokyo"].map(Action.enter), forecastServer: true),
      // Every weather request is refused at once, and every answer from Open-Meteo comes
      // 200 ms late: each line still shows what the one before it brought.
      Scenario(
        name: "weather-refused", arguments: now + ["--weather", "open-meteo"],
        actions: ["Paris", "Tokyo"].map(Action.enter), refusedForecast: true),
      Scenario(
        name: "weather-late",
        arguments: now + ["--geocoder", "open-meteo", "--weather", "open-meteo"],
        actions: ["Paris", "Tokyo"].map(Action.enter), openMeteoServer: true,
        openMeteoDelay: 0.2),
    ] + forecasts + openWeatherScenarios

  static let openMeteo = now + ["--weather", "open-meteo"]

  /// The days ahead, from the loopback Open-Meteo that serves the offline sample weather and a
  /// week of days from it, or from a Weatherbit whose forecast fails.
  static let forecasts: [Scenario] = [
    // 11:30 UTC on Sunday, Nov 29 is already Monday, Nov 30 in Apia (UTC+13): its rows start
    // on Tuesday, Dec 1, while Richmond's start on Monday.
    Scenario(
      name: "forecast-date-line", arguments: openMeteo, actions: [.enter("Apia")],
      openMeteoServer: true),
    Scenario(
      name: "forecast-metric", arguments: openMeteo + ["--units", "metric"],
      actions: [.enter("Cape Town")], openMeteoServer: true),
    Scenario(
      name: "forecast-narrow", arguments: openMeteo + ["--width", "32"],
      actions: [.enter("Buenos Aires")], openMeteoServer: true),
    Scenario(
      name: "forecast-not-found", arguments: openMeteo,
      actions: ["Paris, France", "Xyzzyville"].map(Action.enter), openMeteoServer: true),
    // Weatherbit answers the current conditions and the days ahead, from two requests.
    Scenario(
      name: "forecast-weatherbit", arguments: now + ["--weather", "weatherbit"],
      actions: [.enter("Paris, France")], weatherbitServer: .days),
    // Weatherbit answers the current conditions and refuses the forecast with HTTP 429.
    Scenario(
      name: "forecast-failure-weatherbit", arguments: now + ["--weather", "weatherbit"],
      actions: [.enter("Paris, France")], weatherbitServer: .refused),
  ]

  static let openWeather = now + ["--geocoder", "openweather", "--weather", "openweather"]

  /// OpenWeather's geocoder and weather, from the loopback stand-in in their documented shapes:
  /// places named with their state or country, the forecast's whole local days, and "Not
  /// found".
  static let openWeatherScenarios: [Scenario] = [
    Scenario(
      name: "openweather", arguments: openWeather,
      actions: ["São Paulo", "New York", "xyzzy"].map(Action.enter), openWeatherServer: true),
    Scenario(
      name: "openweather-metric", arguments: openWeather + ["--units", "metric"],
      actions: [.enter("São Paulo")], openWeatherServer: true),
    // 01:30 UTC on Monday is still Sunday evening in the Americas: the places, which come from
    // OpenWeather without a zone, borrow the nearest known place's, so the date is Sunday and
    // the forecast starts on Monday. Its steps then cover five whole days there.
    Scenario(
      name: "openweather-evening",
      arguments: ["--plain", "--now", "2026-11-30T01:30:00Z"] + openWeather.dropFirst(3),
      actions: [.enter("São Paulo")], openWeatherServer: true),
  ]

  static let list = now + ["--screen", "locations"]

  /// The saved places. Every run starts with no file, so with the starting list.
  /// Typing key by key: what interactive mode shows under the prompt. Plain mode reads whole
  /// lines and shows no suggestions, so these run in-process only.
  static let typing: [Scenario] = [
    // "Par" suggests the largest places whose names begin with it; the first is what Tab
    // takes, and entering it clears the suggestions. "Xq" completes nothing.
    Scenario(
      name: "typing-suggestions", arguments: now,
      actions: [.type("Par"), .enter("Paris, France"), .type("Xq"), .enter("Tokyo")])
  ]

  static let locations: [Scenario] = [
    Scenario(name: "list-default", arguments: list, actions: []),
    // A new place, one already there (typed another way), and an empty line.
    Scenario(
      name: "list-add", arguments: list, actions: ["Oslo", "paris", " "].map(Action.enter)),
    Scenario(
      name: "list-remove", arguments: list,
      actions: [":remove 2", ":remove 7", ":remove", "1"].map(Action.enter)),
    // A number and `:open N` open a place, `:back` and `:locations` return, and commands
    // that make no sense here say so without changing anything.
    Scenario(
      name: "list-open-and-back", arguments: list,
      actions: ["2", ":back", ":open 3", ":frobnicate", "Kyoto", ":locations", ":back"].map(
        Action.enter)),
    // The weather screen is the first; a place found there is saved and the list shown; a
    // place already saved is not added twice, and with nothing found there is nothing to save.
    Scenario(
      name: "list-save-from-weather", arguments: now,
      actions: ["Cape Town", ":save", "4", ":save", "1", "Xyzzyville", ":save"].map(Action.enter)
    ),
    Scenario(
      name: "list-not-found", arguments: list,
      actions: ["Xyzzyville", "   ", "Lima"].map(Action.enter)),
    // Open-Meteo on loopback fails for Paris only: its cell says so, the others load, in the
    // order the answers arrive.
    Scenario(
      name: "list-weather-failure", arguments: list + ["--weather", "open-meteo"],
      actions: [
        .release("weather Tokyo, Japan"), .release("weather Paris, France"),
        .release("weather Richmond, VA"), .enter("2"),
        .release("weather Paris, France"),
      ],
      gated: true, releaseDrawsFrame: true, forecastServer: true),
  ]
}

/// An Open-Meteo forecast API on loopback that fails for Paris and answers for anywhere else.
///
/// With `holding`, each answer waits under the key that `ServiceGate` would give the same call
/// ("weather Paris, France") until the test releases it from ``server``, so that an end-to-end
/// run stages answers in a fixed order, as `ServiceGate` does in-process.
final class ForecastServer: Sendable {
  let server: LoopbackHTTPServer
  var environment: [String: String] { ["OPEN_METEO_FORECAST_URL": server.baseURL.absoluteString] }

  /// The places a held answer can be released for, by the latitude that the request carries.
  static let latitudes = [
    "weather Richmond, VA": "37.5", "weather Paris, France": "48.8",
    "weather Tokyo, Japan": "35.6",
  ]

  init(holding: Bool = false) throws {
    server = try LoopbackHTTPServer { request in
      guard request.path == "/v1/forecast" else { return nil }
      let latitude = request.query("latitude") ?? ""
      let response: LoopbackHTTPServer.Response =
        latitude.hasPrefix("48.8")
        ? .json(#"{"error": true, "reason": "upstream unavailable"}"#, status: 503)
        : .json(ForecastServer.rainyEvening)
      guard holding, let key = Self.latitudes.first(where: { latitude.hasPrefix($0.value) })?.key
      else { return response }
      return response.held(as: key)
    }
  }

  // Open-Meteo's documented shape: current values in local time with the zone's offset.
  static let rainyEvening = """
    {"latitude":35.69,"longitude":139.69,"utc_offset_seconds":32400,"timezone":"Asia/Tokyo",
    "current":{"time":"2026-11-29T20:30","interval":900,"temperature_2m":50.2,
    "apparent_temperature":47.1,"weather_code":61,"wind_speed_10m":9.8,"is_day":0},
    "daily":{"time":["2026-11-29","2026-11-30","2026-12-01","2026-12-02","2026-12-03",
    "2026-12-04","2026-12-05"],"weather_code":[61,3,0,2,45,71,95],
    "temperature_2m_max":[55.4,53.1,57.9,56.2,51.8,38.4,49.5],
    "temperature_2m_min":[44.6,42.3,45.0,47.7,40.1,31.6,39.2],
    "precipitation_probability_max":[80,20,0,10,30,70,90]}}
    """
}

/// The loopback services that a scenario runs against.
struct ScenarioServers: Sendable {
  let forecast: ForecastServer?
  let weatherbit: WeatherbitServer?
  let openMeteo: OpenMeteoServer?
  let refusing: RefusingPort?
  let openWeather: OpenWeatherServer?

  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - holding: Whether the Open-Meteo server holds every answer until it is released.
  init(_ scenario: Scenario, holding: Bool) throws {
    forecast = scenario.forecastServer ? try ForecastServer(holding: holding) : nil
    refusing = scenario.refusedForecast ? try RefusingPort() : nil
    weatherbit = try scenario.weatherbitServer.map { try WeatherbitServer(forecast: $0) }
    let options = try WeatherOptions.parse(scenario.arguments)
    openWeather =
      scenario.openWeatherServer
      ? try OpenWeatherServer(
        now: try #require(options.now, "a scenario with a server has a fixed clock (--now)"))
      : nil
    guard scenario.openMeteoServer else {
      openMeteo = nil
      return
    }
    let now = try #require(options.now, "a scenario with a server has a fixed clock (--now)")
    // The addresses as the controllers pass them to the geocoder: trimmed.
    let texts = ([options.location ?? WeatherEnvironment.defaultAddress] + scenario.lines).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    openMeteo = try OpenMeteoServer(
      texts: texts, now: now, holding: holding, delay: scenario.openMeteoDelay)
  }

  /// The variables that point the live clients at these servers.
  var environment: [String: String] {
    (forecast?.environment ?? [:]).merging(openMeteo?.environment ?? [:]) { $1 }
      .merging(weatherbit?.environment ?? [:]) { $1 }
      .merging(openWeather?.environment ?? [:]) { $1 }
      .merging(refusing.map { ["OPEN_METEO_FORECAST_URL": $0.url.absoluteString] } ?? [:]) {
        $1
      }
  }

  /// The variables of a run: these servers, and the saved places in `configHome`.
  func environment(configHome: TemporaryDirectory) -> [String: String] {
    environment.merging(["XDG_CONFIG_HOME": configHome.url.path]) { $1 }
  }

  /// The server that holds the answers of a gated end-to-end run.
  func held() throws -> LoopbackHTTPServer {
    try #require(
      openMeteo?.server ?? forecast?.server,
      "a gated scenario needs a loopback server (Open-Meteo or forecast) to hold its answers")
  }

  func stop() {
    forecast?.server.stop()
    weatherbit?.server.stop()
    openMeteo?.server.stop()
    openWeather?.server.stop()
    refusing?.close()
  }
}

/// Runs scenarios in-process through the same session code as plain mode.
@MainActor
enum InProcess {
  static func run(_ scenario: Scenario, _ variant: WeatherVariant) async throws -> Transcript {
    try await run(scenario, variant, comparing: nil).transcript
  }

  /// Runs a scenario, and draws each of its frames again at each of `widths` as it is drawn.
  static func run(
    _ scenario: Scenario, _ variant: WeatherVariant, comparing widths: ClosedRange<Int>?
  ) async throws -> (transcript: Transcript, framesAtEveryWidth: [String]) {
    // In-process, the gate holds the answers, so the servers answer at once.
    let servers = try ScenarioServers(scenario, holding: false)
    defer { servers.stop() }
    // The saved places live in a fresh folder, never in the real home.
    let config = try TemporaryDirectory()
    let processEnvironment = servers.environment(configHome: config)
    var options = try WeatherOptions.parse(scenario.arguments)
    let gate = ServiceGate()
    // The held clients refer to the gate weakly; it must hold its calls until the run is over.
    defer { withExtendedLifetime(gate) {} }
    if scenario.gated {
      // The gate decides the order, so the offline services answer without delay.
      options.latencyMilliseconds = 0
    }
    var environment = try WeatherCommand.makeEnvironment(options, environment: processEnvironment)
    if scenario.gated {
      environment.geocoder = gate.hold(environment.geocoder)
      environment.weather = gate.hold(environment.weather)
    }
    let harness = ScreenHarness(
      arguments: scenario.arguments, environment: environment,
      store: WeatherCommand.makeStore(options, environment: processEnvironment),
      firstScreen: options.screen, width: options.width, screens: variant.screens)
    harness.widthsToCompare = widths
    await harness.start()
    if !scenario.gated { try await harness.settle() }
    for action in scenario.actions {
      switch action {
      case .enter(let line):
        await harness.enter(line)
        if !scenario.gated { try await harness.settle() }
      case .release(let key):
        try await gate.release(key)
      case .waitFor(let key):
        try await gate.waitFor(key)
      case .type(let text):
        await harness.type(text)
        if !scenario.gated { try await harness.settle() }
      }
    }
    return (try await harness.finish(), harness.framesAtEveryWidth)
  }
}
