import Testing
import WeatherApp
import WeatherCore
import WeatherMVC
import WeatherMVVM
import WeatherObservation
import WeatherTestSupport
import WeatherViews

/// The three variants of the screen, by executable name.
enum Variant: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case mvc = "weather-mvc"
  case mvvm = "weather-mvvm"
  case observation = "weather-observation"

  var testDescription: String { rawValue }

  var makeController: ControllerFactory {
    switch self {
    case .mvc: { WeatherMVC.WeatherViewController(view: $0, environment: $1) }
    case .mvvm: { WeatherMVVM.WeatherViewController(view: $0, environment: $1) }
    case .observation: { WeatherObservation.WeatherViewController(view: $0, environment: $1) }
    }
  }
}

/// A golden scenario: a command line and what the user does.
struct Scenario: Sendable, CustomTestStringConvertible {
  /// One thing that happens during the run.
  enum Action: Sendable {
    /// A line typed into the prompt.
    case enter(String)
    /// In-process only: lets a held service answer through (see `ServiceGate`). End to end,
    /// the same order comes from `--latency` instead.
    case release(String)
  }

  var name: String
  var arguments: [String]
  var actions: [Action]
  /// Whether the in-process run holds every answer until a `.release` lets it through.
  /// Otherwise it lets the screen settle after each line, as the end-to-end run does by
  /// waiting for the golden file's frames before typing the next line.
  var gated = false
  /// Whether the run needs the loopback forecast server (see `ForecastServer`).
  var forecastServer = false

  var testDescription: String { name }
  var goldenName: String { name + ".txt" }
  var lines: [String] {
    actions.compactMap { if case .enter(let line) = $0 { line } else { nil } }
  }

  static let now = ["--plain", "--now", "2026-11-29T11:30:00Z"]

  static let all: [Scenario] = [
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
      name: "rapid-changes", arguments: now + ["--latency", "300"],
      actions: [
        .release("geocode Richmond, VA"), .release("weather Richmond, VA"),
        .enter("Tokyo"), .enter("Paris"),
        .release("geocode Paris"), .release("weather Paris, France"),
        .release("geocode Tokyo"),
      ],
      gated: true),
    // Open-Meteo, served on loopback, fails for Paris with HTTP 503 and answers for Tokyo:
    // a specific error line, and the next change works again.
    Scenario(
      name: "weather-failure", arguments: now + ["--weather", "open-meteo"],
      actions: ["Paris", "Tokyo"].map(Action.enter), forecastServer: true),
  ]
}

/// An Open-Meteo forecast API on loopback that fails for Paris and answers for anywhere else.
final class ForecastServer: Sendable {
  let server: LoopbackHTTPServer
  var environment: [String: String] { ["OPEN_METEO_FORECAST_URL": server.baseURL.absoluteString] }

  init() throws {
    server = try LoopbackHTTPServer { request in
      guard request.path == "/v1/forecast" else { return nil }
      if request.query("latitude")?.hasPrefix("48.8") == true {
        return .json(#"{"error": true, "reason": "upstream unavailable"}"#, status: 503)
      }
      return .json(ForecastServer.rainyEvening)
    }
  }

  // Open-Meteo's documented shape: current values in local time with the zone's offset.
  static let rainyEvening = """
    {"latitude":35.69,"longitude":139.69,"utc_offset_seconds":32400,"timezone":"Asia/Tokyo",
    "current":{"time":"2026-11-29T20:30","interval":900,"temperature_2m":50.2,
    "apparent_temperature":47.1,"weather_code":61,"wind_speed_10m":9.8,"is_day":0},
    "daily":{"time":["2026-11-29"],"temperature_2m_max":[55.4],"temperature_2m_min":[44.6]}}
    """
}

/// Runs scenarios in-process through the same session code as plain mode.
@MainActor
enum InProcess {
  static func run(_ scenario: Scenario, _ variant: Variant) async throws -> Transcript {
    let server = scenario.forecastServer ? try ForecastServer() : nil
    defer { server?.server.stop() }
    let options = try WeatherOptions.parse(scenario.arguments)
    var environment = try WeatherCommand.makeEnvironment(
      options, environment: server?.environment ?? [:])
    let gate = ServiceGate()
    if scenario.gated {
      // The gate decides the order, so the offline services answer without delay.
      var prompt = options
      prompt.latencyMilliseconds = 0
      environment = try WeatherCommand.makeEnvironment(prompt)
      environment.geocoder = gate.hold(environment.geocoder)
      environment.weather = gate.hold(environment.weather)
    }
    let harness = ScreenHarness(
      arguments: scenario.arguments, environment: environment,
      makeController: variant.makeController)
    await harness.start()
    if !scenario.gated { await harness.settle() }
    for action in scenario.actions {
      switch action {
      case .enter(let line):
        await harness.enter(line)
        if !scenario.gated { await harness.settle() }
      case .release(let key):
        let released = await gate.release(key)
        if !released { throw StagingError.notWaiting(key, waiting: gate.waiting) }
      }
    }
    return await harness.finish()
  }

  enum StagingError: Error {
    case notWaiting(String, waiting: [String])
  }
}
