import Foundation
import WeatherCore

/// The command line that both executables share, parsed.
///
/// ```swift
/// let options = try WeatherOptions.parse(["--units", "metric", "--plain"])
/// ```
public struct WeatherOptions: Sendable, Equatable {
  /// The address looked up on start; the tutorial's default when `nil`.
  public var location: String?
  /// The unit system for every number on the screen.
  public var units: Units = .imperial
  /// A fixed clock for reproducible output; the real time when `nil`.
  public var now: Date?
  /// How long each offline service answer is delayed, in milliseconds.
  public var latencyMilliseconds = 0
  /// Whether to print frames as plain text even on a terminal.
  public var plain = false
  /// Whether to print usage and exit.
  public var help = false

  /// Creates the defaults: the tutorial's address, imperial units, the real clock.
  public init() {}

  /// The largest accepted `--latency`, so that a typo cannot hang the program for hours.
  public static let maximumLatency = 60_000

  /// Parses the arguments after the program name.
  ///
  /// Both `--flag value` and `--flag=value` are accepted.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: The parsed options.
  /// - Throws: ``UsageError`` for an unknown flag, a missing value or a bad value.
  public static func parse(_ arguments: [String]) throws(UsageError) -> WeatherOptions {
    var options = WeatherOptions()
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
        options.location = try value()
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
      case "--plain" where inlineValue == nil:
        options.plain = true
      case "--help" where inlineValue == nil, "-h" where inlineValue == nil:
        options.help = true
      default:
        throw UsageError("unknown option '\(argument)'")
      }
    }
    return options
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
           \(String(repeating: " ", count: program.count)) [--latency MS] [--plain] [--help]

    Shows the current weather for a place, and lets you change the place.

    OPTIONS:
      --location TEXT     Place to show first (default: "\(WeatherEnvironment.defaultAddress)").
      --units UNITS       imperial (℉, mph; the default) or metric (°C, km/h).
      --now ISO8601       Fix the clock, e.g. 2026-11-29T11:30:00Z, for reproducible output.
      --latency MS        Delay each offline service answer by MS milliseconds (default 0).
      --plain             Print frames as plain text, even on a terminal.
      -h, --help          Show this help.

    On a terminal, type a place and press Enter; Ctrl-D or :q quits. In plain mode (--plain,
    or when stdin or stdout is not a terminal) each line of stdin is a location change and
    each frame is printed followed by one empty line. NO_COLOR turns colour off.

    Places come from the GeoNames gazetteer of cities with 15,000 people or more, built in.
    The weather is offline SAMPLE DATA: plausible for the place, season and hour, and
    always the same for the same place and time, but not a real observation.
    """
  }
}

/// A command-line mistake: the message goes to stderr and the program exits with status 2.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong, in one line.
  public var message: String

  /// Creates a usage error.
  ///
  /// - Parameter message: What was wrong.
  public init(_ message: String) { self.message = message }
}
