import Foundation

/// One benchmark of a run, as the tables and the chart read it and as the JSON's `results`
/// keep it, so that a page is drawn again from a kept run exactly as the run printed it.
struct ResultRow: Codable {
  let name: String
  let group: String
  /// The x value of a scaling curve, or nil outside a curve.
  let parameter: Int?
  /// The samples' median.
  let nsPerOp: Double
  let opsPerS: Double
  /// The interquartile range as a percentage of the median.
  let spreadPercent: Double
  let minNs: Double
  let maxNs: Double
  let samples: Int
  let iterationsPerSample: Int
  /// Bytes retained per operation, for a benchmark of memory; NaN when the C library could not
  /// tell (the JSON leaves such a value out).
  var bytes: Double?

  /// The row of a benchmark just measured.
  init(_ item: Measurement) {
    name = item.benchmark.name
    group = item.benchmark.group
    parameter = item.benchmark.parameter
    nsPerOp = item.median
    opsPerS = item.operationsPerSecond
    spreadPercent = item.spreadPercent
    minNs = item.samples.first!
    maxNs = item.samples.last!
    samples = item.samples.count
    iterationsPerSample = item.iterations
    bytes = item.bytes
  }

  /// The results as Markdown: the single updates, the scaling curves and the memory, each a
  /// table of its own; a table with no rows is left out.
  static func tables(_ rows: [ResultRow]) -> [String] {
    var lines: [String] = []
    let timed = rows.filter { $0.parameter == nil && $0.bytes == nil }
    if !timed.isEmpty {
      lines += [
        "| group | benchmark | ns/update | updates/s | spread (IQR) | min – max ns |",
        "|---|---|---:|---:|---:|---:|",
      ]
      for row in timed {
        lines.append(
          "| \(row.group) | \(row.name) | \(Format.ns(row.nsPerOp)) | \(Format.rate(row.opsPerS)) | "
            + "\(Format.percent(row.spreadPercent)) | "
            + "\(Format.ns(row.minNs)) – \(Format.ns(row.maxNs)) |")
      }
    }
    let curves = rows.filter { $0.parameter != nil }
    if !curves.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines += [
        "| scaling | N | ns/update | updates/s | ns per listener | spread (IQR) |",
        "|---|---:|---:|---:|---:|---:|",
      ]
      for row in curves {
        let count = row.parameter!
        let series = row.name.split(separator: ":").first.map(String.init) ?? ""
        lines.append(
          "| \(series) | \(count) | \(Format.ns(row.nsPerOp)) | \(Format.rate(row.opsPerS)) | "
            + "\(Format.ns(row.nsPerOp / Double(count))) | \(Format.percent(row.spreadPercent)) |")
      }
    }
    let memory = rows.filter { $0.bytes != nil }
    if !memory.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines += [
        "| memory | bytes retained each | ns to create + release | spread (IQR) |",
        "|---|---:|---:|---:|",
      ]
      for row in memory {
        let bytes = row.bytes!.isNaN ? "n/a" : String(format: "%.0f", row.bytes!)
        lines.append(
          "| \(row.name) | \(bytes) | \(Format.ns(row.nsPerOp)) | "
            + "\(Format.percent(row.spreadPercent)) |")
      }
    }
    return lines
  }
}

/// How the tables write their numbers, one place for the terminal, the page and the chart.
enum Format {
  /// Nanoseconds with three significant figures or more.
  static func ns(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f", value)
    case ..<100: String(format: "%.1f", value)
    default: String(format: "%.0f", value)
    }
  }

  /// Operations per second, in k, M or G.
  static func rate(_ value: Double) -> String {
    switch value {
    case 1e9...: String(format: "%.2f G", value / 1e9)
    case 1e6...: String(format: "%.1f M", value / 1e6)
    default: String(format: "%.1f k", value / 1e3)
    }
  }

  /// A percentage with one decimal.
  static func percent(_ value: Double) -> String { String(format: "%.1f %%", value) }

  /// A ratio, or a figure with no unit of its own.
  static func ratio(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// The bound a ratio or a figure is held to.
struct Target {
  let bound: Double
  /// Whether the value must stay at or below the bound, rather than at or above it.
  let isUpperBound: Bool

  /// The JSON's form of a target, `{"at_most": 1.05}` or `{"at_least": 20}`; nil for any other.
  init?(json: [String: Double]) {
    if let bound = json["at_most"] {
      self.init(bound: bound, isUpperBound: true)
    } else if let bound = json["at_least"] {
      self.init(bound: bound, isUpperBound: false)
    } else {
      return nil
    }
  }

  /// A target of `bound`, from above or from below.
  init(bound: Double, isUpperBound: Bool) {
    self.bound = bound
    self.isUpperBound = isUpperBound
  }

  /// A value of `bound` or less.
  static func atMost(_ bound: Double) -> Target { Target(bound: bound, isUpperBound: true) }

  /// A value of `bound` or more.
  static func atLeast(_ bound: Double) -> Target { Target(bound: bound, isUpperBound: false) }

  /// The target as the JSON writes it.
  var json: [String: Double] { [isUpperBound ? "at_most" : "at_least": bound] }

  /// The target as the tables write it, `≤ 1.05` or `≥ 20`.
  var text: String { (isUpperBound ? "≤ " : "≥ ") + String(format: "%g", bound) }

  /// Whether `value` meets the target.
  func isMet(by value: Double) -> Bool { isUpperBound ? value <= bound : value >= bound }
}

/// The tables of docs/benchmarks.md, drawn from the JSON of a kept timed run and of a kept
/// instruction count, so that the page can be checked against them without measuring again.
struct KeptRun {
  /// What `--json` keeps of a run's ratios, timed or counted.
  private struct Ratios: Decodable {
    let ratios: [String: Double]
    let ratioIntervals: [String: [Double]]?
    let targets: [String: [String: Double]]?
  }

  /// What `--json` keeps of a timed run's benchmarks; a count keeps other figures.
  private struct Results: Decodable {
    let results: [ResultRow]
  }

  private let rows: [ResultRow]
  private let timed: Ratios
  private let counted: Ratios?

  /// The kept run of `timed`, with the instruction counts of `counted` when there are any.
  init(timed: Data, counted: Data?) throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    rows = try decoder.decode(Results.self, from: timed).results
    self.timed = try decoder.decode(Ratios.self, from: timed)
    self.counted = try counted.map { try decoder.decode(Ratios.self, from: $0) }
  }

  /// Every benchmark of the timed run.
  var results: String { ResultRow.tables(rows).joined(separator: "\n") }

  /// Each ratio by the clock, with its 95% interval, and by instructions, against its target;
  /// then the figures, which have no interval; then the ratios too noisy to judge by the clock.
  var ratios: String {
    let intervals = timed.ratioIntervals ?? [:]
    var lines = [
      "| ratio | by the clock (median) | 95% interval | by instructions | target | |",
      "|---|---:|---:|---:|---:|---|",
    ]
    var noisy: [String] = []
    for key in intervals.keys.sorted() {
      guard let value = timed.ratios[key], let bounds = intervals[key], bounds.count == 2 else {
        continue
      }
      let byCount = counted?.ratios[key]
      if Ratio.isNoisy(value, (bounds[0], bounds[1])) { noisy.append("`\(key)`") }
      let target = target(of: key)
      lines.append(
        "| `\(key)` | \(Format.ratio(value)) | \(Format.ratio(bounds[0])) – "
          + "\(Format.ratio(bounds[1])) | \(byCount.map(Format.ratio) ?? "–") | "
          + "\(target?.text ?? "–") | \(Self.verdict(target, clock: value, instructions: byCount)) |"
      )
    }
    for key in timed.ratios.keys.sorted() where intervals[key] == nil {
      let value = timed.ratios[key]!
      let target = target(of: key)
      let verdict = target.map { $0.isMet(by: value) ? "met" : "**missed**" } ?? "a figure"
      let shown = key.hasSuffix("_ns") ? "\(Format.ns(value)) ns" : Format.ratio(value)
      lines.append("| `\(key)` | \(shown) | – | – | \(target?.text ?? "–") | \(verdict) |")
    }
    if !noisy.isEmpty {
      lines += [
        "",
        "Wider than ±3% of the median by the clock: \(noisy.joined(separator: ", ")); their "
          + "instruction counts are the figures to judge by.",
      ]
    }
    return lines.joined(separator: "\n")
  }

  private func target(of key: String) -> Target? {
    timed.targets?[key].flatMap(Target.init(json:))
  }

  /// Which of the two measures meet the target; a ratio that was not counted meets nothing by
  /// instructions.
  private static func verdict(_ target: Target?, clock: Double, instructions: Double?) -> String {
    guard let target else { return "a fact, no target" }
    let byClock = target.isMet(by: clock)
    let byCount = instructions.map(target.isMet(by:)) ?? false
    switch (byClock, byCount) {
    case (true, true): return "met by both"
    case (true, false): return "**met by the clock only**"
    case (false, true): return "**met by instructions only**"
    case (false, false): return "**missed**"
    }
  }
}
