import Foundation
import WeatherCore
import WeatherGazetteer
import WeatherLive
import WeatherScreens
import WeatherViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `main` of every executable: parses the command line, builds the services, and runs
/// the screen in plain or interactive mode.
///
/// Each executable is one call, naming its variant's controllers, which its module exports:
///
/// ```swift
/// await WeatherCommand.main(program: "weather-mvc", screens: .mvc)
/// ```
public enum WeatherCommand {
  /// Runs the program and exits with its status.
  ///
  /// - Parameters:
  ///   - program: The executable's name, for usage and error messages.
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment, for `NO_COLOR` and `XDG_CONFIG_HOME`.
  ///   - screens: Makes the variant's controllers for the shared views.
  @MainActor
  public static func main(
    program: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    screens: Screens
  ) async -> Never {
    let (options, services): (WeatherOptions, WeatherEnvironment?) = startOrExit(
      program: program
    ) {
      let options = try WeatherOptions.parse(arguments, environment: environment)
      if options.help { return (options, nil) }
      return (options, try makeEnvironment(options, environment: environment))
    }
    guard let services else {
      StandardStream.output.write(WeatherOptions.usage(program: program) + "\n")
      exit(0)
    }
    let store = makeStore(options, environment: environment)
    let status: Int32
    if isInteractive(options) {
      status = await InteractiveTerminal(colour: colour(environment)).run { columns, draw in
        let session = ScreenSession(
          environment: services, store: store, firstScreen: options.screen,
          width: InteractiveTerminal.frameWidth(forTerminal: columns), screens: screens
        ) { draw(TerminalPicture($0)) }
        session.showsSelection = true
        session.visibleCellCount = InteractiveTerminal.visibleCellCount(
          forRows: TerminalSize.rows())
        return session
      }
    } else {
      status = await PlainTerminal.run(
        environment: services, store: store, firstScreen: options.screen, width: options.width,
        screens: screens)
    }
    exit(status)
  }

  /// Runs the start-up work of a program: a usage error is printed with a hint and exits with
  /// status 2, any other error exits with status 1.
  ///
  /// - Parameters:
  ///   - program: The executable's name, for the messages.
  ///   - body: Parses the command line and builds what the program needs.
  /// - Returns: What `body` returned.
  package static func startOrExit<Value>(program: String, _ body: () throws -> Value) -> Value {
    do {
      return try body()
    } catch let error as UsageError {
      StandardStream.error.write(
        "\(program): \(error.message)\nRun '\(program) --help' for usage.\n")
      exit(2)
    } catch {
      StandardStream.error.write("\(program): cannot start: \(error)\n")
      exit(1)
    }
  }

  /// Whether the program runs interactively: stdin and stdout are terminals and `--plain` was
  /// not given.
  package static func isInteractive(_ options: WeatherOptions) -> Bool {
    !options.plain && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Whether interactive mode may use colour: `NO_COLOR` is unset or empty, and the terminal
  /// is not "dumb".
  package static func colour(_ environment: [String: String]) -> Bool {
    (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
  }

  /// The saved places' store that the options ask for.
  ///
  /// - Parameters:
  ///   - options: The parsed command line, for `--locations-file`.
  ///   - environment: The process environment, for `XDG_CONFIG_HOME` and `HOME`.
  /// - Returns: The store of `--locations-file`, or of the default file, on the clock of
  ///   `--now` when it is given.
  public static func makeStore(_ options: WeatherOptions, environment: [String: String])
    -> LocationStore
  {
    let url = options.locationsURL(environment: environment)
    // With `--now`, the name of a moved-aside invalid file is reproducible too.
    guard let fixed = options.now else { return LocationStore(url: url) }
    return LocationStore(url: url, now: { fixed })
  }

  /// Builds the services that the options ask for.
  ///
  /// - Parameters:
  ///   - options: The parsed command line.
  ///   - environment: The process environment, for the live services' base URLs and key.
  ///   - gazetteer: The built-in gazetteer, when the caller has loaded it already (a program
  ///     that builds many environments loads it once); `nil` loads it.
  /// - Returns: The environment with the chosen geocoder and weather service.
  /// - Throws: ``UsageError`` for a missing Weatherbit or OpenWeather key or a bad base URL;
  ///   another error when the built-in gazetteer cannot be read.
  public static func makeEnvironment(
    _ options: WeatherOptions, environment: [String: String] = [:], gazetteer: Gazetteer? = nil
  ) throws -> WeatherEnvironment {
    let latency = Duration.milliseconds(options.latencyMilliseconds)
    let geocoder: GeocoderClient
    let weather: WeatherClient
    var isSample = false
    // The built-in gazetteer completes names as they are typed, whichever geocoder then looks
    // them up.
    let gazetteer = try gazetteer ?? Gazetteer.bundled()
    do {
      switch options.geocoder {
      case .offline:
        geocoder = .offline(gazetteer: gazetteer, latency: latency)
      case .openMeteo:
        geocoder = .openMeteo(baseURL: try OpenMeteo.geocodingURL(fromEnvironment: environment))
      case .openWeather:
        // OpenWeather's places come without a time zone: they borrow the nearest known place's.
        geocoder = GeocoderClient.openWeather(
          apiKey: try Self.key(OpenWeather.self, for: "--geocoder openweather", in: environment),
          baseURL: try OpenWeather.baseURL(fromEnvironment: environment)
        ).zoned(by: gazetteer)
      }
      switch options.weather {
      case .offline:
        let now: @Sendable () -> Date
        if let fixed = options.now {
          now = { fixed }
        } else {
          now = { Date() }
        }
        weather = .offline(now: now, latency: latency)
        isSample = true
      case .openMeteo:
        weather = .openMeteo(baseURL: try OpenMeteo.forecastURL(fromEnvironment: environment))
      case .weatherbit:
        weather = .weatherbit(
          apiKey: try Self.key(Weatherbit.self, for: "--weather weatherbit", in: environment),
          baseURL: try Weatherbit.baseURL(fromEnvironment: environment))
      case .openWeather:
        weather = .openWeather(
          apiKey: try Self.key(OpenWeather.self, for: "--weather openweather", in: environment),
          baseURL: try OpenWeather.baseURL(fromEnvironment: environment))
      }
    } catch let error as LiveConfigurationError {
      throw UsageError(error.message)
    }
    return WeatherEnvironment(
      geocoder: geocoder, weather: weather, units: options.units,
      defaultAddress: options.location ?? WeatherEnvironment.defaultAddress,
      weatherIsSample: isSample, suggester: .gazetteer(gazetteer))
  }

  /// A keyed service's key, or the usage error that names its variable and the flag that
  /// needs it.
  private static func key<Service: KeyedService>(
    _ service: Service.Type, for flag: String, in environment: [String: String]
  ) throws(UsageError) -> String {
    guard let key = Service.apiKey(fromEnvironment: environment) else {
      throw UsageError("\(flag) needs an API key in \(Service.apiKeyVariable)")
    }
    return key
  }
}
