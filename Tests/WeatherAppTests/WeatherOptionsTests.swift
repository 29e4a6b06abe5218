import Foundation
import Testing
import WeatherApp
import WeatherCore
import WeatherTestSupport

@Suite("Command line")
struct WeatherOptionsTests {
  @Test("every flag parses, in both spellings")
  func flags() throws {
    let options = try WeatherOptions.parse([
      "--location", "Paris", "--units=metric", "--now", "2026-11-29T11:30:00Z",
      "--latency=250", "--plain", "--geocoder", "open-meteo", "--weather=weatherbit",
      "--width", "44",
    ])
    #expect(options.width == 44)
    #expect(options.location == "Paris")
    #expect(options.units == .metric)
    #expect(options.now == Date(timeIntervalSince1970: 1_795_951_800))
    #expect(options.latencyMilliseconds == 250)
    #expect(options.plain)
    #expect(options.geocoder == .openMeteo)
    #expect(options.weather == .weatherbit)
    #expect(!options.help)
  }

  @Test("the defaults are offline, imperial, the real clock and no latency")
  func defaults() throws {
    let options = try WeatherOptions.parse([])
    #expect(options == WeatherOptions())
    #expect(options.units == .imperial && options.now == nil && options.latencyMilliseconds == 0)
    #expect(options.geocoder == .offline && options.weather == .offline)
    #expect(options.width == 52)
  }

  @Test("only the offline weather is marked as sample data")
  func sampleWeather() throws {
    let offline = try WeatherCommand.makeEnvironment(WeatherOptions.parse([]))
    #expect(offline.weatherIsSample)
    let live = try WeatherCommand.makeEnvironment(
      WeatherOptions.parse(["--weather", "open-meteo"]))
    #expect(!live.weatherIsSample)
  }

  @Test(
    "a bad flag or value is a usage error that names it",
    arguments: [
      (["--colour"], "unknown option '--colour'"),
      (["--units", "kelvin"], "--units must be imperial or metric, not 'kelvin'"),
      (["--units"], "--units needs a value"),
      (["--now", "yesterday"], "--now must be an ISO 8601 time"),
      (["--latency", "-5"], "--latency must be a whole number"),
      (["--latency", "600001"], "--latency must be a whole number"),
      (["--weather", "metoffice"], "--weather must be one of offline, open-meteo, weatherbit"),
      (["--plain=yes"], "unknown option '--plain=yes'"),
      (["--location", "  "], "--location needs a place"),
      (["--width", "31"], "--width must be a whole number of columns from 32 to 500"),
      (["--width", "wide"], "--width must be a whole number of columns"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect {
      try WeatherOptions.parse(arguments)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix(message) == true
    }
  }

  @Test("the environment chooses the services, and a flag wins over it")
  func environment() throws {
    let environment = ["WEATHER_GEOCODER": "open-meteo", "WEATHER_SERVICE": "open-meteo"]
    let fromEnvironment = try WeatherOptions.parse([], environment: environment)
    #expect(fromEnvironment.geocoder == .openMeteo && fromEnvironment.weather == .openMeteo)
    let overridden = try WeatherOptions.parse(["--weather", "offline"], environment: environment)
    #expect(overridden.weather == .offline)
    #expect(throws: UsageError.self) {
      try WeatherOptions.parse([], environment: ["WEATHER_SERVICE": "sunny"])
    }
  }

  @Test("Weatherbit configuration errors name the variable and never print the key")
  func weatherbitNeedsKey() throws {
    let key = "secret-key-123"
    let options = try WeatherOptions.parse(["--weather", "weatherbit"])
    #expect {
      try WeatherCommand.makeEnvironment(options, environment: ["WEATHERBIT_API_KEY": "  "])
    } throws: { error in
      (error as? UsageError)?.message.contains("WEATHERBIT_API_KEY") == true
    }
    // A base URL can carry credentials, the key among them: it is named, never shown.
    for url in ["ftp://\(key)@example.com", "http://", "\(key)"] {
      #expect {
        try WeatherCommand.makeEnvironment(
          options, environment: ["WEATHERBIT_API_KEY": key, "WEATHERBIT_BASE_URL": url])
      } throws: { error in
        guard let message = (error as? UsageError)?.message else { return false }
        return message.contains("WEATHERBIT_BASE_URL") && !message.contains(key)
      }
    }
    _ = try WeatherCommand.makeEnvironment(options, environment: ["WEATHERBIT_API_KEY": key])
  }

  @Test("openweather is a geocoder and a weather service, from a flag or the environment")
  func openWeather() throws {
    let flags = try WeatherOptions.parse(["--geocoder", "openweather", "--weather=openweather"])
    #expect(flags.geocoder == .openWeather && flags.weather == .openWeather)
    let environment = ["WEATHER_GEOCODER": "openweather", "WEATHER_SERVICE": "openweather"]
    let chosen = try WeatherOptions.parse([], environment: environment)
    #expect(chosen.geocoder == .openWeather && chosen.weather == .openWeather)
  }

  @Test(
    "OpenWeather configuration errors name the variable and the flag, and never print the key",
    arguments: [["--geocoder", "openweather"], ["--weather", "openweather"]])
  func openWeatherNeedsKey(arguments: [String]) throws {
    let key = "ow-secret-key-456"
    let options = try WeatherOptions.parse(arguments)
    for environment in [[:], ["OPENWEATHER_API_KEY": " "], ["WEATHERBIT_API_KEY": key]] {
      #expect(
        throws: UsageError(
          "\(arguments.joined(separator: " ")) needs an API key in OPENWEATHER_API_KEY")
      ) {
        try WeatherCommand.makeEnvironment(options, environment: environment)
      }
    }
    for url in ["ftp://\(key)@example.com", "http://", "\(key)"] {
      #expect {
        try WeatherCommand.makeEnvironment(
          options, environment: ["OPENWEATHER_API_KEY": key, "OPENWEATHER_BASE_URL": url])
      } throws: { error in
        guard let message = (error as? UsageError)?.message else { return false }
        return message.contains("OPENWEATHER_BASE_URL") && !message.contains(key)
      }
    }
    let live = try WeatherCommand.makeEnvironment(
      options, environment: ["OPENWEATHER_API_KEY": key])
    // With the geocoder alone, the weather is still the offline sample.
    #expect(live.weatherIsSample == (arguments[0] == "--geocoder"))
  }

  @Test("the usage lists every flag and says the offline weather is sample data")
  func usage() {
    let text = WeatherOptions.usage(program: "weather-mvvm")
    for flag in [
      "--location", "--units", "--now", "--latency", "--plain", "--help", "--geocoder", "--weather",
      "--screen", "--locations-file", ":locations", ":open N", ":remove N", ":save", ":back",
      "Unknown command", "XDG_CONFIG_HOME", "openweather", "OPENWEATHER_API_KEY",
      "OPENWEATHER_BASE_URL",
      "--width",
    ] {
      #expect(text.contains(flag), "usage does not mention \(flag)")
    }
    #expect(text.contains("SAMPLE DATA"))
  }
}

@Suite("Command line: saved places")
struct LocationsOptionsTests {
  @Test("--screen chooses the first screen; the weather screen is the default")
  func screen() throws {
    #expect(try WeatherOptions.parse([]).screen == .weather)
    #expect(try WeatherOptions.parse(["--screen", "locations"]).screen == .locations)
    #expect(try WeatherOptions.parse(["--screen=weather"]).screen == .weather)
    #expect(throws: UsageError("--screen must be one of weather, locations, not 'list'")) {
      try WeatherOptions.parse(["--screen", "list"])
    }
  }

  @Test("--locations-file wins over XDG_CONFIG_HOME, which wins over ~/.config")
  func locationsFile() throws {
    let environment = ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]
    let chosen = try WeatherOptions.parse(["--locations-file", "/tmp/places.json"])
    #expect(
      WeatherCommand.makeStore(chosen, environment: environment).url.path == "/tmp/places.json")
    let fallback = try WeatherOptions.parse([])
    #expect(
      WeatherCommand.makeStore(fallback, environment: environment).url.path
        == "/x/config/weather-mvvm/locations.json")
    #expect(throws: UsageError("--locations-file needs a path")) {
      try WeatherOptions.parse(["--locations-file="])
    }
  }
}

// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Executables", .timeLimit(.minutes(20)))
struct ExecutableTests {
  static let variants = WeatherVariant.all.map(\.executable)

  @Test("--help prints usage and exits 0", arguments: variants)
  func help(executable: String) async throws {
    let run = try await ProcessRun(executable: executable, arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("USAGE: \(executable) "))
    #expect(run.standardError.isEmpty)
  }

  @Test("an unknown flag or bad value exits 2 with a message on stderr", arguments: variants)
  func usageError(executable: String) async throws {
    for arguments in [["--bogus"], ["--units", "kelvin"], ["--latency"]] {
      let run = try await ProcessRun(executable: executable, arguments: arguments)
      #expect(run.status == 2)
      #expect(run.standardOutput.isEmpty)
      #expect(run.standardError.hasPrefix("\(executable): "))
      #expect(run.standardError.contains("--help"))
    }
  }

  @Test("--weather weatherbit without a key exits 2 at start", arguments: variants)
  func weatherbitWithoutKey(executable: String) async throws {
    let run = try await ProcessRun(
      executable: executable, arguments: ["--weather", "weatherbit", "--plain"],
      environment: ["WEATHERBIT_API_KEY": nil], input: "Paris\n")
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("WEATHERBIT_API_KEY"))
  }

  @Test("a Weatherbit failure shows an error line and never prints the key", arguments: variants)
  func weatherbitFailureHidesKey(executable: String) async throws {
    // Short, so that a leak would fit in the frame's error line rather than be cut off.
    let key = "SECRET42"
    let run = try await LoopbackHTTPServer.withRefusingPort { refused in
      try await ProcessRun(
        executable: executable, arguments: ["--weather", "weatherbit", "--plain"],
        environment: [
          "WEATHERBIT_API_KEY": key, "WEATHERBIT_BASE_URL": refused.absoluteString,
        ],
        input: "Paris\n")
    }
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("Weather unavailable: connection refused"))
    #expect(!run.standardOutput.contains(key))
    #expect(!run.standardError.contains(key))
  }

  @Test(
    "--geocoder or --weather openweather without a key exits 2 at start, naming the variable",
    arguments: variants, ["--geocoder", "--weather"])
  func openWeatherWithoutKey(executable: String, flag: String) async throws {
    let run = try await ProcessRun(
      executable: executable, arguments: [flag, "openweather", "--plain"],
      environment: ["OPENWEATHER_API_KEY": nil], input: "Paris\n")
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.contains("\(flag) openweather needs an API key in OPENWEATHER_API_KEY"))
  }

  @Test(
    "OpenWeather faults show their lines and never print the key, even when the URL is echoed",
    arguments: variants)
  func openWeatherHidesKey(executable: String) async throws {
    let key = "SECRET43"
    // Every answer echoes the request's URL, key and all: a place named by it, and error
    // bodies that repeat it.
    let server = try LoopbackHTTPServer { request in
      let echo = request.path + "?" + request.rawQuery
      switch request.path {
      case "/geo/1.0/direct":
        let place: [String: Any] = ["name": echo, "lat": 48.85, "lon": 2.35, "country": "FR"]
        return (try? JSONSerialization.data(withJSONObject: [place])).map { .json($0) }
      default:
        let body = ["cod": 401, "message": "Invalid API key for \(echo)"] as [String: Any]
        return (try? JSONSerialization.data(withJSONObject: body)).map { .json($0, status: 401) }
      }
    }
    defer { server.stop() }
    let run = try await ProcessRun(
      executable: executable,
      arguments: ["--geocoder", "openweather", "--weather", "openweather", "--plain"],
      environment: [
        "OPENWEATHER_API_KEY": key, "OPENWEATHER_BASE_URL": server.baseURL.absoluteString,
      ],
      input: "Paris\n")
    #expect(run.status == 0)
    // The frame wraps the line after "or".
    #expect(run.standardOutput.contains("Weather unavailable: API key missing or"))
    #expect(run.standardOutput.contains("invalid (HTTP 401)"))
    #expect(run.standardOutput.contains("/geo/1.0/direct"), "the echoed name is on screen")
    #expect(!run.standardOutput.contains(key))
    #expect(!run.standardError.contains(key))
    #expect(server.requests.contains { $0.query("appid") == key })
  }

  @Test(
    "plain output has no escape codes, and the final frame never shows Loading…",
    arguments: variants)
  func plainOutput(executable: String) async throws {
    let run = try await ProcessRun(
      executable: executable, arguments: ["--latency", "40"], environment: ["NO_COLOR": nil],
      input: "Paris\nTokyo\n")
    #expect(run.status == 0)
    #expect(!run.standardOutput.utf8.contains(0x1B))
    let frames = run.standardOutput.components(separatedBy: "\n\n").dropLast()
    #expect(run.standardOutput.hasSuffix("╯\n\n"))
    #expect(frames.allSatisfy { !$0.contains("\n\n") && !$0.isEmpty })
    #expect(frames.last?.contains("Loading…") == false)
    #expect(frames.last?.contains("Tokyo, Japan") == true)
  }

  @Test("--width sets the plain frame's width", arguments: variants)
  func plainWidth(executable: String) async throws {
    let run = try await ProcessRun(
      executable: executable, arguments: ["--plain", "--width", "40"], input: "")
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.count == 40 })
    #expect(lines.last?.contains("Sample weather (offline)") == true)
  }
}
