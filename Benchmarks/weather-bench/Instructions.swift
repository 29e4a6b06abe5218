import Foundation

/// Instructions per iteration of one benchmark, counted by callgrind.
struct InstructionCount {
  let benchmark: Benchmark
  /// Instructions that one more iteration of the timed loop executes.
  let perIteration: Double
  /// The iterations of the shorter of the two runs; the longer one ran twice as many.
  let iterations: Int
}

/// Counts the instructions of the ratios' sides under `valgrind --tool=callgrind`, which
/// executes the same instructions whatever else the machine runs, so the ratios come out
/// the same run after run.
///
/// Each side runs as a process of its own (this executable, `--profile N`) for N iterations
/// and again for 2N: the two runs share every instruction of start-up, setup and exit, so the
/// difference divided by N is what one iteration costs. Hashing is made deterministic in the
/// child, so that a dictionary's layout cannot change the count from one run to the next.
@MainActor
enum InstructionCounter {
  /// The iterations of a ratio's sides in the shorter run of a full count; chosen so that
  /// every run executes a few hundred million instructions. A quick count runs a tenth.
  private static let iterationsByRatio: [String: Int] = [
    "mvvm_vs_mvc": 2_000,
    "observation_screen_vs_mvc": 2_000,
    "declarative_screen_vs_mvc": 2_000,
    "list_mvvm_vs_mvc": 20_000,
    "list_add_mvvm_vs_mvc": 20,
    "list_observation_vs_mvc": 20_000,
    "list_observation_scaling": 20_000,
    "list_add_observation_vs_mvc": 20,
    "list_declarative_vs_mvc": 20_000,
    "list_declarative_scaling": 20_000,
    "list_add_declarative_vs_mvc": 20,
    "list_reload_mvvm_vs_mvc": 20,
    "frame_mvvm_vs_mvc": 2_000,
    "frame_observation_vs_mvc": 2_000,
    "frame_declarative_vs_mvc": 2_000,
    "list_frame_declarative_vs_mvc": 2_000,
  ]
  /// The iterations of the ratios not listed above: single updates of one label.
  private static let defaultIterations = 200_000

  /// Counts every benchmark that a ratio reads and that `filter` selects.
  ///
  /// - Parameters:
  ///   - suite: The registered benchmarks.
  ///   - isQuick: Whether to run a tenth of the iterations, for CI.
  ///   - targetedOnly: Whether to count only what the ratios with a target read.
  ///   - filter: The benchmarks to count, as `--filter` selects them.
  ///   - progress: Told the name of each benchmark before it runs.
  /// - Returns: The counts, in the order the suite registered the benchmarks.
  static func measure(
    _ suite: BenchmarkSuite, isQuick: Bool, targetedOnly: Bool, filter: String?,
    progress: (String) -> Void
  ) throws -> [InstructionCount] {
    var iterations: [String: Int] = [:]
    for ratio in Ratio.all {
      let full = iterationsByRatio[ratio.key] ?? defaultIterations
      let count = max(2, isQuick ? full / 10 : full)
      // Even, so that a loop that alternates between two states ends where it started.
      for name in [ratio.numerator, ratio.denominator] {
        iterations[name] = max(iterations[name] ?? 0, count + count & 1)
      }
    }
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    // Only the targeted ratios' sides, if asked; their iterations still come from every ratio
    // above, so a side that a targeted ratio shares with a fact counts as in a full run.
    let counted = Set(
      Ratio.all.filter { !targetedOnly || $0.target != nil }.flatMap {
        [$0.numerator, $0.denominator]
      })
    var counts: [InstructionCount] = []
    for benchmark in suite.benchmarks
    where suite.selects(benchmark, filter) && counted.contains(benchmark.name) {
      guard let count = iterations[benchmark.name] else { continue }
      progress(benchmark.name)
      let once = try instructions(executable, benchmark.name, count)
      let twice = try instructions(executable, benchmark.name, 2 * count)
      counts.append(
        InstructionCount(
          benchmark: benchmark, perIteration: Double(twice - once) / Double(count),
          iterations: count))
    }
    return counts
  }

  /// The instructions that callgrind counts in a whole run of `--profile iterations`.
  private static func instructions(
    _ executable: String, _ name: String, _ iterations: Int
  ) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", executable,
      "--profile", String(iterations), "--filter", name,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // callgrind ends with a line like "==1234== Collected : 479322599".
    guard process.terminationStatus == 0,
      let line = output.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let total = line.split(separator: " ").last.flatMap({ Int($0) })
    else {
      throw InstructionCountError(
        message: "valgrind failed on \(name) (status \(process.terminationStatus)):\n\(output)")
    }
    return total
  }
}

/// Why a count could not be made: valgrind is missing, or the child failed.
struct InstructionCountError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// The instruction counts as a table and as JSON of the timed run's shape.
struct InstructionReport {
  let counts: [InstructionCount]

  /// Each ratio that both of whose sides were counted, with its value.
  var ratios: [(ratio: Ratio, value: Double)] {
    Ratio.all.compactMap { ratio in
      guard let top = counts.first(where: { $0.benchmark.name == ratio.numerator }),
        let bottom = counts.first(where: { $0.benchmark.name == ratio.denominator })
      else { return nil }
      return (ratio, top.perIteration / bottom.perIteration)
    }
  }

  /// Markdown tables: instructions per update, then the ratios with their targets.
  var table: String {
    var lines = [
      "| group | benchmark | instructions/update | iterations (N, 2N) |",
      "|---|---|---:|---:|",
    ]
    for count in counts {
      lines.append(
        "| \(count.benchmark.group) | \(count.benchmark.name) | "
          + "\(String(format: "%.0f", count.perIteration)) | \(count.iterations) |")
    }
    lines += ["", "| ratio | instructions | target | |", "|---|---:|---:|---|"]
    for (ratio, value) in ratios {
      let verdict =
        ratio.target.map { $0.isMet(by: value) ? "met" : "**missed**" } ?? "a fact, no target"
      lines.append(
        "| `\(ratio.key)` | \(Format.ratio(value)) | \(ratio.target?.text ?? "–") | \(verdict) |")
    }
    return lines.joined(separator: "\n")
  }

  private struct JSONReport: Encodable {
    let results: [JSONResult]
    let ratios: [String: Double]
    let ratioIntervals: [String: [Double]]
    let targets: [String: [String: Double]]
  }

  private struct JSONResult: Encodable {
    let name: String
    let group: String
    let instructionsPerOp: Double
    let iterations: Int
  }

  /// `{"results": [...], "ratios": {...}, "ratio_intervals": {...}, "targets": {...}}`, as the
  /// timed run writes it; a count has no spread, so each interval is `[ratio, ratio]`.
  func json() throws -> Data {
    let results = counts.map {
      JSONResult(
        name: $0.benchmark.name, group: $0.benchmark.group, instructionsPerOp: $0.perIteration,
        iterations: $0.iterations)
    }
    var values: [String: Double] = [:]
    var intervals: [String: [Double]] = [:]
    for (ratio, value) in ratios {
      values[ratio.key] = value
      intervals[ratio.key] = [value, value]
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(
      JSONReport(
        results: results, ratios: values, ratioIntervals: intervals, targets: Ratio.targets))
  }
}
