import Glibc

/// Runs one benchmark's timed loop `iterations` times; made by the benchmark's setup, so that
/// everything the setup builds stays outside the timer.
typealias BenchmarkBody = @MainActor (_ iterations: Int) -> Void

/// One registered measurement.
struct Benchmark {
  /// The group it belongs to; samples of one group are taken in interleaved rounds.
  let group: String
  /// The row name in the table and the JSON.
  let name: String
  /// The x value of a scaling curve (listeners, views), or nil outside a curve.
  let parameter: Int?
  /// Bytes retained per operation, measured once outside the timer, or nil.
  let bytes: (@MainActor () -> Double)?
  /// Builds the state and returns the timed loop.
  let setup: @MainActor () -> BenchmarkBody
}

/// How long and how often to measure.
struct RunSettings {
  /// Time spent running a benchmark untimed before its first sample.
  var warmUpNanoseconds: UInt64
  /// The length one sample aims for; the iteration count is calibrated to reach it.
  var sampleNanoseconds: UInt64
  /// Samples per benchmark; the median is reported.
  var samples: Int

  /// A run that takes seconds in all, for CI.
  static let quick = RunSettings(
    warmUpNanoseconds: 2_000_000, sampleNanoseconds: 500_000, samples: 15)
  /// The run behind docs/benchmarks.md.
  static let full = RunSettings(
    warmUpNanoseconds: 100_000_000, sampleNanoseconds: 2_000_000, samples: 201)
}

/// What one benchmark measured.
struct Measurement {
  let benchmark: Benchmark
  /// Nanoseconds per iteration of each sample, in the order of the rounds that took them.
  let rounds: [Double]
  /// The same, sorted.
  let samples: [Double]
  /// The iterations in one sample.
  let iterations: Int
  /// Bytes retained per operation, when the benchmark measures memory.
  let bytes: Double?

  var median: Double { Self.quantile(samples, 0.5) }
  var operationsPerSecond: Double { 1e9 / median }
  /// The interquartile range as a percentage of the median: how much the samples disagree.
  var spreadPercent: Double {
    (Self.quantile(samples, 0.75) - Self.quantile(samples, 0.25)) / median * 100
  }

  static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    let position = q * Double(sorted.count - 1)
    let low = Int(position)
    let high = min(low + 1, sorted.count - 1)
    let fraction = position - Double(low)
    return sorted[low] * (1 - fraction) + sorted[high] * fraction
  }
}

/// The registry, in the style of swift-collections' `Benchmark`: each file adds its group in
/// an extension (`addScreenBenchmarks()`, …) and `main.swift` runs them all.
@MainActor
struct BenchmarkSuite {
  private(set) var benchmarks: [Benchmark] = []
  /// When true, benchmarks skip the expensive points of their curves.
  let isQuick: Bool

  init(isQuick: Bool) {
    self.isQuick = isQuick
  }

  /// Registers a benchmark.
  ///
  /// - Parameters:
  ///   - group: Its group; the table shows groups in the order they were first added.
  ///   - name: Its name, unique in the suite.
  ///   - parameter: The x value when it is a point of a curve.
  ///   - bytes: Measures the bytes retained per operation, outside the timer.
  ///   - setup: Builds the state, untimed, and returns the loop to time.
  mutating func add(
    group: String, name: String, parameter: Int? = nil,
    bytes: (@MainActor () -> Double)? = nil,
    _ setup: @escaping @MainActor () -> BenchmarkBody
  ) {
    precondition(!benchmarks.contains { $0.name == name }, "duplicate benchmark \(name)")
    benchmarks.append(
      Benchmark(group: group, name: name, parameter: parameter, bytes: bytes, setup: setup))
  }

  /// The groups in registration order.
  var groups: [String] {
    var seen: [String] = []
    for benchmark in benchmarks where !seen.contains(benchmark.group) {
      seen.append(benchmark.group)
    }
    return seen
  }

  /// Whether a benchmark is selected by `filter`: the one of exactly that name if there is
  /// one, else every one whose name contains it; all of them without a filter.
  func selects(_ benchmark: Benchmark, _ filter: String?) -> Bool {
    guard let filter else { return true }
    if benchmarks.contains(where: { $0.name == filter }) { return benchmark.name == filter }
    return benchmark.name.contains(filter)
  }

  /// Measures every benchmark that `filter` selects, group by group.
  ///
  /// Within a group every benchmark is set up, warmed up and calibrated first; then the
  /// samples are taken in short rounds, one sample of each benchmark per round, so that a slow
  /// phase of the machine (another process, frequency scaling) hits every contender alike
  /// and the ratios between them stay honest: the ratios pair the two sides' samples of
  /// one round. Each sample follows an untimed call of two iterations of its own loop.
  func run(
    settings: RunSettings, filter: String?, progress: (String) -> Void
  ) -> [Measurement] {
    var measurements: [Measurement] = []
    for group in groups {
      let members = benchmarks.filter {
        $0.group == group && selects($0, filter)
      }
      guard !members.isEmpty else { continue }
      progress("\(group): \(members.count) benchmarks")
      var bodies: [BenchmarkBody] = []
      var iterations: [Int] = []
      for member in members {
        let body = member.setup()
        iterations.append(Self.calibrate(body, settings: settings))
        bodies.append(body)
      }
      var samples = Array(repeating: [Double](), count: members.count)
      for round in 0..<settings.samples {
        // Every other round runs backwards, so that no benchmark always runs right after the
        // same neighbour, or always first in the round.
        let order = round.isMultiple(of: 2) ? Array(members.indices) : members.indices.reversed()
        for index in order {
          // Untimed, so that a sample starts with its own state in the caches rather than with
          // what the benchmark before it in the round left there: a sample of a few slow
          // iterations (a place added to 1,000) would otherwise time its first one cold. Two
          // iterations, so that a body that alternates ends where it started.
          bodies[index](2)
          let elapsed = Self.time(bodies[index], iterations[index])
          samples[index].append(Double(elapsed) / Double(iterations[index]))
        }
      }
      for (index, member) in members.enumerated() {
        measurements.append(
          Measurement(
            benchmark: member, rounds: samples[index], samples: samples[index].sorted(),
            iterations: iterations[index],
            bytes: member.bytes?()))
      }
    }
    return measurements
  }

  /// Sets up each benchmark that `filter` selects and runs its loop once, untimed, so
  /// that a profiler sees `iterations` updates and little else.
  func profile(iterations: Int, filter: String?) {
    for benchmark in benchmarks where selects(benchmark, filter) {
      print("profiling \(benchmark.name): \(iterations) iterations")
      benchmark.setup()(iterations)
    }
  }

  /// Runs the body untimed for the warm-up, and returns the iteration count that makes one
  /// sample last about `sampleNanoseconds`.
  ///
  /// Every count it runs is even, like the samples' counts: a body that alternates between two
  /// states (a place added, then removed) ends each call where it started only after an even
  /// number of iterations, and an odd call would leave the state changed for every later one.
  private static func calibrate(_ body: BenchmarkBody, settings: RunSettings) -> Int {
    var count = 2
    var spent: UInt64 = 0
    var perIteration = Double.infinity
    while spent < settings.warmUpNanoseconds || spent < settings.sampleNanoseconds {
      let elapsed = time(body, count)
      spent += elapsed
      perIteration = min(perIteration, Double(max(elapsed, 1)) / Double(count))
      if elapsed < settings.sampleNanoseconds / 4 { count *= 2 }
    }
    // Even, so that a sample that alternates between two values ends where it started and
    // the next sample's first write is a change too.
    let iterations = max(2, Int(Double(settings.sampleNanoseconds) / perIteration))
    return iterations + iterations & 1
  }

  private static func time(_ body: BenchmarkBody, _ iterations: Int) -> UInt64 {
    let start = now()
    body(iterations)
    return now() - start
  }
}

/// The monotonic clock in nanoseconds.
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

// MARK: - Keeping the optimizer honest

/// A byte that the black hole writes, so that its calls have an effect the optimizer must keep.
nonisolated(unsafe) private var sink: UInt8 = 0

/// Consumes a value so that the optimizer cannot delete the work that produced it.
///
/// Not inlined, and it writes the value's first byte to a global, so the compiler can prove
/// neither that the call is dead nor that the value is unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withUnsafeBytes(of: value) { sink ^= $0.first ?? 0 }
}

/// Returns its argument through a call the optimizer cannot see into, so that precomputed
/// inputs (and closures) are not constant-folded into the timed loop.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
  value
}
