import Foundation
import WeatherApp

/// The `main` of `weather-parity`: runs the differential fuzzer from the command line.
///
/// ```swift
/// await ParityCommand.main()
/// ```
public enum ParityCommand {
  /// The usage text that `--help` prints.
  public static let usage = """
    USAGE: weather-parity [--seed N] [--sessions N] [--executables EVERY] [--latencies LIST]
                          [--replay CODE]

    Plays random sessions of the app through every variant and checks that they draw the same
    frames: in this process through side by side, with simulated latency and failing
    services, and some sessions also through the executables as bytes. The first difference
    is shrunk to a small session and printed with one command that replays it; the program
    then exits with status 1.

    OPTIONS:
      --seed N            The first session's seed (default 1); the sessions have seeds
                          N, N + 1, and so on.
      --sessions N        How many sessions to play (default 100).
      --executables EVERY Also play the sessions whose seed is a multiple of EVERY
                          without latency or faults through weather-mvc, weather-mvvm,
                          weather-observation and weather-declarative (default 10; 0
                          none). Build them first (swift build).
      --latencies LIST    Also play each of those sessions through weather-side-by-side
                          in real time, with the next of these latencies in milliseconds,
                          such as 1,5,20,400 (default: none). It must agree.
      --replay CODE       Play the one session that a failure printed, and shrink nothing.
      --help              Show this text.
    """

  /// Runs the program and exits with its status.
  ///
  /// - Parameter arguments: The arguments without the program name.
  @MainActor
  public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async
    -> Never
  {
    var seed: UInt64 = 1
    var sessions = 100
    var every = 10
    var replay: ParitySession?
    var latencies: [Int] = []
    var remaining = arguments[...]
    func value(_ flag: String) -> String {
      guard let next = remaining.popFirst() else { fail("\(flag) needs a value") }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--seed":
        guard let number = UInt64(value(argument)) else { fail("--seed takes a whole number") }
        seed = number
      case "--sessions":
        guard let number = Int(value(argument)), number >= 0 else {
          fail("--sessions takes a whole number")
        }
        sessions = number
      case "--executables":
        guard let number = Int(value(argument)), number >= 0 else {
          fail("--executables takes a whole number")
        }
        every = number
      case "--latencies":
        let list = value(argument).split(separator: ",").map { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
          fail("--latencies takes milliseconds above 0, comma-separated, such as 1,5,20,400")
        }
        latencies = list.compactMap { $0 }
      case "--replay":
        guard let session = ParitySession.decode(replayCode: value(argument)) else {
          fail("--replay takes the code that a failure printed")
        }
        replay = session
      case "--help":
        StandardStream.output.write(usage + "\n")
        exit(0)
      default:
        fail("unknown option '\(argument)'")
      }
    }
    if every > 0 {
      let missing = (ExecutableRun.executables + ["weather-side-by-side"]).filter {
        !FileManager.default.isExecutableFile(
          atPath: ExecutableRun.productsDirectory.appendingPathComponent($0).path)
      }
      if !missing.isEmpty {
        fail(
          "\(missing.joined(separator: ", ")) not built: run 'swift build' first, or pass --executables 0"
        )
      }
    }
    let fuzzer: ParityFuzzer
    do {
      fuzzer = try ParityFuzzer()
    } catch {
      StandardStream.error.write("weather-parity: cannot start: \(error)\n")
      exit(1)
    }
    // `exit` releases nothing, so the fuzzer's scratch folder goes before each one below.
    let finish = { (status: Int32) -> Never in
      fuzzer.removeScratchFolder()
      exit(status)
    }
    if let replay {
      StandardStream.output.write(replay.description)
      let difference = await fuzzer.difference(
        in: replay, throughExecutables: every > 0, realLatency: latencies.first)
      StandardStream.output.write((difference ?? "identical") + "\n")
      finish(difference == nil ? 0 : 1)
    }
    let last = seed + UInt64(max(sessions, 1) - 1)
    let sample =
      every == 0
      ? "none through the executables"
      : "one in \(every) also through the executables"
        + (latencies.isEmpty
          ? ""
          : " and through side by side with latencies of "
            + latencies.map(String.init).joined(separator: ", ") + " ms")
    StandardStream.output.write(
      "weather-parity: \(sessions) sessions, seeds \(seed) to \(last); \(sample)\n")
    let started = ContinuousClock.now
    let report = await fuzzer.run(
      first: seed, count: sessions, executableEvery: every, latencies: latencies)
    let seconds = (ContinuousClock.now - started).components.seconds
    guard let failure = report.failure else {
      StandardStream.output.write(
        "weather-parity: no difference in \(report.sessions) sessions "
          + "(\(report.throughExecutables) through the executables) in \(seconds) s\n")
      finish(0)
    }
    StandardStream.output.write(
      """
      weather-parity: the variants differ in the session with seed \(failure.seed)\
      \(failure.throughExecutables ? ", through the executables" : ""):
      \(failure.original)
      Shrunk to \(failure.session.lines.count) lines:
      \(failure.session.description)\
      \(failure.difference)
      Replay it with:
        \(failure.replay)

      """)
    finish(1)
  }

  private static func fail(_ message: String) -> Never {
    StandardStream.error.write(
      "weather-parity: \(message)\nRun 'weather-parity --help' for usage.\n")
    exit(2)
  }
}
