import Foundation
import WeatherApp
import WeatherCore
import WeatherScreens
import WeatherViews

/// The `main` of `weather-side-by-side`: every variant in one process, one input for all.
///
/// ```swift
/// await SideBySideCommand.main()
/// ```
public enum SideBySideCommand {
  /// The flags that only the side-by-side runner takes, parsed; the rest are the variants'.
  public struct Options: Sendable {
    /// The variants to run, in order.
    public var variants = SideBySideVariant.all
    /// Whether the status shows each variant's time.
    public var timings = false
    /// The composed width in plain mode; `nil` puts the frames side by side, however wide.
    public var width: Int?
    /// The variants' own options.
    public var weather = WeatherOptions()

    /// Creates the defaults: every variant, no timings, side by side.
    public init() {}

    /// The rendezvous that the variants' answers meet at: `nil` when every service answers
    /// at once (offline, with no latency), so that each answer lands in the turn that asked,
    /// as it does in the variant's own executable.
    @MainActor
    func rendezvous() -> AnswerRendezvous? {
      let immediate =
        weather.latencyMilliseconds == 0 && weather.geocoder == .offline
        && weather.weather == .offline
      guard !immediate else { return nil }
      return AnswerRendezvous(
        variants: variants.count, latency: .milliseconds(weather.latencyMilliseconds))
    }

    /// Parses the arguments after the program name.
    ///
    /// `--variants LIST`, `--timings` and `--width N` are read here; everything else goes to
    /// ``WeatherApp/WeatherOptions/parse(_:environment:)``.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - environment: The process environment.
    /// - Returns: The options.
    /// - Throws: ``WeatherApp/UsageError`` for an unknown flag or a bad value.
    public static func parse(_ arguments: [String], environment: [String: String] = [:])
      throws(UsageError) -> Options
    {
      var options = Options()
      var rest: [String] = []
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let flag = argument.hasPrefix("--") ? parts[0] : argument
        let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
        func value() throws(UsageError) -> String {
          if let inline { return inline }
          guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
          return next
        }
        switch flag {
        case "--variants":
          options.variants = try SideBySideVariant.parseList(try value())
        case "--timings" where inline == nil:
          options.timings = true
        case "--width":
          let text = try value()
          guard let width = Int(text), width >= WeatherView.minimumWidth, width <= 10_000 else {
            throw UsageError(
              "--width must be a whole number of columns from \(WeatherView.minimumWidth) to 10000, not '\(text)'"
            )
          }
          options.width = width
        default:
          rest.append(argument)
        }
      }
      options.weather = try WeatherOptions.parse(rest, environment: environment)
      return options
    }
  }

  /// Runs the program and exits with its status.
  ///
  /// - Parameters:
  ///   - program: The executable's name, for usage and error messages.
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  @MainActor
  public static func main(
    program: String = "weather-side-by-side",
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Never {
    let (options, services): (Options, [WeatherEnvironment]) = WeatherCommand.startOrExit(
      program: program
    ) {
      let options = try Options.parse(arguments, environment: environment)
      if options.weather.help { return (options, []) }
      // Each variant gets services of its own, built the same way from the same options.
      // Their answers come at once; the rendezvous adds the latency, the same for all.
      var immediate = options.weather
      immediate.latencyMilliseconds = 0
      let services = try options.variants.map { _ in
        try WeatherCommand.makeEnvironment(immediate, environment: environment)
      }
      return (options, services)
    }
    if options.weather.help {
      StandardStream.output.write(usage(program: program) + "\n")
      exit(0)
    }
    let store = WeatherCommand.makeStore(options.weather, environment: environment)
    let status: Int32
    if WeatherCommand.isInteractive(options.weather) {
      var interactive: SideBySideSession?
      status = await InteractiveTerminal(colour: WeatherCommand.colour(environment)).run {
        columns, draw in
        let session = SideBySideSession(
          variants: options.variants, environments: services, store: store,
          rendezvous: options.rendezvous(),
          firstScreen: options.weather.screen,
          frameWidth: Composer.frameWidth(count: options.variants.count, in: columns)
        ) { _ in }
        session.showsSelection = true
        interactive = session
        return SideBySideScreen(
          session: session, columns: columns, rows: TerminalSize.rows(),
          timings: options.timings, draw: draw)
      }
      if let problem = interactive?.saveAgreedPlaces() {
        StandardStream.error.write("\(program): \(problem)\n")
      }
    } else {
      status = await runPlain(options, program: program, services: services, store: store)
    }
    exit(status)
  }

  /// Plain mode: each composed update printed with one empty line after it, stdin lines as
  /// input, and an exit status that says whether every update was identical.
  @MainActor
  static func runPlain(
    _ options: Options, program: String, services: [WeatherEnvironment], store: LocationStore
  ) async -> Int32 {
    let frameWidth = Composer.frameWidth(count: options.variants.count, in: options.width)
    let session = SideBySideSession(
      variants: options.variants, environments: services, store: store,
      rendezvous: options.rendezvous(), firstScreen: options.weather.screen,
      frameWidth: frameWidth
    ) { update in
      let picture = Composer.compose(update, width: options.width, timings: options.timings)
      StandardStream.output.write(picture.lines.joined(separator: "\n") + "\n\n")
    }
    await StandardInputLines.play(
      start: { await session.start() }, enter: { await session.enter($0) },
      settle: { await session.settle() }, waitUntilIdle: { await session.waitUntilIdle() })
    await session.finish()
    if let problem = session.saveAgreedPlaces() {
      StandardStream.error.write("\(program): \(problem)\n")
    }
    return session.allIdentical ? 0 : 1
  }

  /// The usage text that `--help` prints.
  ///
  /// - Parameter program: The executable's name.
  /// - Returns: The runner's own flags, then the variants' usage.
  public static func usage(program: String) -> String {
    let names = SideBySideVariant.all.map(\.id).joined(separator: ",")
    return """
      USAGE: \(program) [--variants LIST] [--timings] [--width N] [OPTIONS]

      Runs every variant of the weather screen in one process, gives each line of input to
      all of them, and shows their frames side by side, narrower when the terminal is
      narrow, and stacked when it is too narrow for frames of 32 columns side by side. The
      layout follows the terminal as it is resized; when the stacked frames are taller than
      the terminal, as many variants are shown side by side as fit, and Ctrl-T shows the
      next of them. Under the frames,
      after each update, a status line says whether the frames are identical (or where they
      first differ) and what each variant did for it: label writes, for MVVM the box sets and
      listener calls, and for Observation the tracked changes.

      SIDE-BY-SIDE OPTIONS:
        --variants LIST     Comma-separated variants to run, from \(names) (default: all).
        --timings           Also show the time each controller and view model spent.
        --width N           The composed width in plain mode (default: side by side at the
                            usual frame width, however wide that is).

      In plain mode the program exits with status 0 when every update was identical in
      every variant, and 1 otherwise. Every other option is the variants' own:

      """ + WeatherOptions.usage(program: program)
  }
}
