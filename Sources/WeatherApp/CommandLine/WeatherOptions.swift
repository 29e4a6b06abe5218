import Foundation
import WeatherCore
import WeatherScreens
import WeatherViews

/// The command line that every executable shares, parsed.
///
/// ```swift
/// let options = try WeatherOptions.parse(["--units", "metric", "--plain"])
/// ```
public struct WeatherOptions: Sendable, Equatable {
  /// The address looked up on start; `WeatherEnvironment.defaultAddress` when `nil`.
  public var location: String?
  /// The unit system for every number on the screen.
  public var units: Units = .imperial
  /// A fixed clock for reproducible output; the real time when `nil`.
  public var now: Date?
  /// How long each offline service answer is delayed, in milliseconds.
  public var latencyMilliseconds = 0
  /// Whether to print frames as plain text even on a terminal.
  public var plain = false
  /// The frame width in plain mode, in columns; interactive mode follows the terminal.
  public var width = WeatherView.defaultWidth
  /// Whether to print usage and exit.
  public var help = false
  /// Where places come from.
  public var geocoder: GeocoderChoice = .offline
  /// Where the weather comes from.
  public var weather: WeatherChoice = .offline
  /// The screen shown first.
  public var screen: ScreenChoice = .weather
  /// The saved places' file; `$XDG_CONFIG_HOME/weather-mvvm/locations.json` when `nil`.
  public var locationsFile: String?

  /// The screens that the program can start on.
  public enum ScreenChoice: String, Sendable, CaseIterable {
    /// The weather at one place.
    case weather
    /// The saved places.
    case locations
  }

  /// The places that the geocoder can ask.
  public enum GeocoderChoice: String, Sendable, CaseIterable {
    /// The built-in GeoNames gazetteer.
    case offline
    /// Open-Meteo's geocoding API.
    case openMeteo = "open-meteo"
    /// OpenWeather's Geocoding API; needs `OPENWEATHER_API_KEY`.
    case openWeather = "openweather"
  }

  /// The services that the weather can come from.
  public enum WeatherChoice: String, Sendable, CaseIterable {
    /// Built-in sample data.
    case offline
    /// Open-Meteo's forecast API.
    case openMeteo = "open-meteo"
    /// Weatherbit's current-weather API; needs `WEATHERBIT_API_KEY`.
    case weatherbit
    /// OpenWeather's current weather and 5-day forecast; needs `OPENWEATHER_API_KEY`.
    case openWeather = "openweather"
  }

  /// The environment variable that chooses the geocoder when `--geocoder` is not given.
  public static let geocoderVariable = "WEATHER_GEOCODER"
  /// The environment variable that chooses the weather service when `--weather` is not given.
  public static let weatherVariable = "WEATHER_SERVICE"

  /// Creates the defaults: the screen's default address, imperial units, the real clock.
  public init() {}

  /// The largest accepted `--latency`, so that a typo cannot hang the program for hours.
  public static let maximumLatency = 60_000
  /// The widest accepted `--width`.
  public static let maximumWidth = 500

  /// Parses the arguments after the program name.
  ///
  /// Both `--flag value` and `--flag=value` are accepted. A flag wins over its environment
  /// variable.
  ///
  /// The saved places' file is looked at too, unless `--help` is given: one that is, or that
  /// a symbolic link leads to, something other than a regular file (a folder, a FIFO, a
  /// device) is refused, as saving would otherwise rename a file over it.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The process environment, for `WEATHER_GEOCODER` and `WEATHER_SERVICE`,
  ///     and for `XDG_CONFIG_HOME` and `HOME` when `--locations-file` is not given.
  /// - Returns: The parsed options.
  /// - Throws: ``UsageError`` for an unknown flag, a missing value or a bad value, or a saved
  ///   places' file that is not a regular file.
  public static func parse(_ arguments: [String], environment: [String: String] = [:])
    throws(UsageError) -> WeatherOptions
  {
    var options = WeatherOptions()
    if let text = environment[geocoderVariable], !text.isEmpty {
      options.geocoder = try choice(text, for: geocoderVariable)
    }
    if let text = environment[weatherVariable], !text.isEmpty {
      options.weather = try choice(text, for: weatherVariable)
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var flag = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
        return next
      }
      switch flag {
      case "--location":
        // An empty start would be ignored as input is, and leave nothing to show.
        let text = try value()
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
          throw UsageError("--location needs a place, such as \"Paris, France\"")
        }
        options.location = text
      case "--units":
        let text = try value()
        guard let units = Units(rawValue: text) else {
          throw UsageError("--units must be imperial or metric, not '\(text)'")
        }
        options.units = units
      case "--now":
        let text = try value()
        guard let date = parseDate(text) else {
          throw UsageError(
            "--now must be an ISO 8601 time such as 2026-11-29T11:30:00Z, not '\(text)'")
        }
        options.now = date
      case "--latency":
        let text = try value()
        guard let milliseconds = Int(text), (0...maximumLatency).contains(milliseconds) else {
          throw UsageError(
            "--latency must be a whole number of milliseconds from 0 to \(maximumLatency), not '\(text)'"
          )
        }
        options.latencyMilliseconds = milliseconds
      case "--width":
        let text = try value()
        let range = WeatherView.minimumWidth...maximumWidth
        guard let width = Int(text), range.contains(width) else {
          throw UsageError(
            "--width must be a whole number of columns from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
          )
        }
        options.width = width
      case "--geocoder":
        options.geocoder = try choice(try value(), for: flag)
      case "--weather":
        options.weather = try choice(try value(), for: flag)
      case "--screen":
        options.screen = try choice(try value(), for: flag)
      case "--locations-file":
        let text = try value()
        guard !text.isEmpty else { throw UsageError("--locations-file needs a path") }
        options.locationsFile = text
      case "--plain" where inlineValue == nil:
        options.plain = true
      case "--help" where inlineValue == nil, "-h" where inlineValue == nil:
        options.help = true
      default:
        throw UsageError("unknown option '\(argument)'")
      }
    }
    if !options.help,
      case .notAFile(let path, let kind) = LocationStore(
        url: options.locationsURL(environment: environment)
      ).refusal()
    {
      throw UsageError(
        "the saved places' file \(path) is \(kind), not a regular file; "
          + "--locations-file takes a regular file, a symbolic link to one, or a new path")
    }
    return options
  }

  /// The saved places' file: `--locations-file`, or the default one.
  ///
  /// - Parameter environment: The process environment, for `XDG_CONFIG_HOME` and `HOME`.
  /// - Returns: The file's URL.
  public func locationsURL(environment: [String: String]) -> URL {
    locationsFile.map { URL(fileURLWithPath: $0) }
      ?? LocationStore.defaultURL(environment: environment)
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, for name: String
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("\(name) must be one of \(names), not '\(text)'")
    }
    return choice
  }

  /// Accepts internet date-times, with or without fractional seconds.
  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  /// The usage text that `--help` prints.
  ///
  /// - Parameter program: The executable's name.
  /// - Returns: Usage, every flag, and what the offline data is.
  public static func usage(program: String) -> String {
    """
    USAGE: \(program) [--location TEXT] [--units imperial|metric] [--now ISO8601]
           \(String(repeating: " ", count: program.count)) [--latency MS] [--plain] [--width N] [--help]
           \(String(repeating: " ", count: program.count)) [--geocoder offline|open-meteo|openweather]
           \(String(repeating: " ", count: program.count)) [--weather offline|open-meteo|weatherbit|openweather]
           \(String(repeating: " ", count: program.count)) [--screen weather|locations] [--locations-file PATH]

    Shows the current weather for a place, and lets you change the place; keeps a list of
    saved places with the weather at each.

    OPTIONS:
      --location TEXT     Place to show first (default: "\(WeatherEnvironment.defaultAddress)").
      --units UNITS       imperial (℉, mph; the default) or metric (°C, km/h).
      --now ISO8601       Fix the clock, e.g. 2026-11-29T11:30:00Z, for reproducible output.
      --latency MS        Delay each offline service answer by MS milliseconds (default 0).
      --plain             Print frames as plain text, even on a terminal.
      --width N           Frame width in plain mode, \(WeatherView.minimumWidth) to \(maximumWidth) columns (default \(WeatherView.defaultWidth)).
                          On a terminal the frame follows the terminal's width instead.
      --geocoder NAME     offline (the default), open-meteo or openweather. Env: WEATHER_GEOCODER.
      --weather NAME      offline (the default), open-meteo, weatherbit or openweather.
                          Env: WEATHER_SERVICE.
      --screen NAME       The first screen: weather (the default) or locations.
      --locations-file PATH
                          The saved places (default: $XDG_CONFIG_HOME/weather-mvvm/locations.json,
                          or ~/.config/weather-mvvm/locations.json). Every variant shares it.
                          A symbolic link is followed; a folder, FIFO or device is refused.
      -h, --help          Show this help.

    ENVIRONMENT:
      WEATHERBIT_API_KEY        Key for --weather weatherbit (required; never printed).
      WEATHERBIT_BASE_URL       Default https://api.weatherbit.io
      OPENWEATHER_API_KEY       Key for --geocoder or --weather openweather (required; never
                                printed).
      OPENWEATHER_BASE_URL      Default https://api.openweathermap.org
      OPEN_METEO_GEOCODING_URL  Default https://geocoding-api.open-meteo.com
      OPEN_METEO_FORECAST_URL   Default https://api.open-meteo.com
      XDG_CONFIG_HOME           Where the saved places live unless --locations-file is given.
      NO_COLOR                  Set to turn colour off.

    On a terminal, type and press Enter; Ctrl-D or :q quits. The prompt edits like a shell's
    (arrows, Home/End, Ctrl-A/E/B/F/K/U/W, ↑/↓ or Ctrl-P/N for earlier lines), and Tab takes
    the first suggestion. In plain mode (--plain, or when stdin or stdout is not a terminal)
    each line of stdin is one input, and each frame is printed followed by one empty line.
    NO_COLOR turns colour off.

    SCREENS AND COMMANDS (the same words in both modes; a line that begins with ":" is a
    command on every screen):
      :locations          Show the saved places, from any screen.
      :q, :quit           Quit.
    On the weather screen:
      TEXT                Change the location.
      :save               Add the place shown to the saved places, and show them.
      :back               Back to the saved places (Esc on a terminal).
    On the saved places:
      N, :open N          Open place N on the weather screen.
      :remove N           Remove place N.
      TEXT                Look TEXT up and add it; "Not found" leaves the list as it was, and a
                          place already in the list is not added twice.
      ↑ and ↓             Move the selection; Enter on an empty prompt opens it (terminal only;
                          Ctrl-P and Ctrl-N still go through earlier lines).
    Any other command shows "Unknown command" and changes nothing else.

    A missing places file means the starting list: Richmond, VA; Paris, France; Tokyo, Japan.
    Nothing is written until the list changes. Every save is atomic (a temporary file in the
    same folder, flushed, given the old file's permissions, then renamed over the old one);
    when two programs save, the last one wins. Through a symbolic link, the file it leads to is
    replaced and the link is kept. A file that cannot be read or is not valid is never overwritten: the list says so,
    and the first change renames it to locations.json.invalid-<time> before saving. A file
    from a newer format version is left alone, and changes are then not saved.

    By default nothing goes to the network. Places then come from the built-in GeoNames
    gazetteer of cities with 15,000 people or more, and the weather is offline SAMPLE DATA:
    plausible for the place, season and hour, always the same for the same place and time,
    but not a real observation, and the frame says "Sample weather (offline)". For real
    weather, --weather open-meteo needs no key. --latency delays only the offline services.
    """
  }
}
