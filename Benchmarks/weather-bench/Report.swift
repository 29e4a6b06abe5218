import Foundation

/// Turns the measurements into the table, the JSON and the chart.
struct Report {
  let measurements: [Measurement]
  /// The geocoder's load and lookup times, when they were measured.
  var geocode: GeocodeFigures?

  /// The geocoder's figures as (JSON key, value, upper bound), in the order the table shows them.
  var geocodeFigures: [(key: String, value: Double, target: Double)] {
    guard let geocode else { return [] }
    return [
      ("geocode_load_ms", geocode.loadMilliseconds, 50),
      ("geocode_lookup_us", geocode.lookupMicroseconds, 20),
    ]
  }

  // MARK: - Table

  /// Markdown tables, readable on a terminal and pasted as-is into docs/benchmarks.md.
  var table: String {
    var lines: [String] = []
    let timed = measurements.filter { $0.benchmark.parameter == nil && $0.bytes == nil }
    if !timed.isEmpty {
      lines += [
        "| group | benchmark | ns/update | updates/s | spread (IQR) | min – max ns |",
        "|---|---|---:|---:|---:|---:|",
      ]
      for item in timed {
        lines.append(
          "| \(item.benchmark.group) | \(item.benchmark.name) | \(Self.ns(item.median)) | "
            + "\(Self.rate(item.operationsPerSecond)) | \(Self.percent(item.spreadPercent)) | "
            + "\(Self.ns(item.samples.first!)) – \(Self.ns(item.samples.last!)) |")
      }
    }
    let curves = measurements.filter { $0.benchmark.parameter != nil }
    if !curves.isEmpty {
      lines += [
        "", "| scaling | N | ns/update | updates/s | ns per listener | spread (IQR) |",
        "|---|---:|---:|---:|---:|---:|",
      ]
      for item in curves {
        let count = item.benchmark.parameter!
        let series = item.benchmark.name.split(separator: ":").first.map(String.init) ?? ""
        lines.append(
          "| \(series) | \(count) | \(Self.ns(item.median)) | "
            + "\(Self.rate(item.operationsPerSecond)) | \(Self.ns(item.median / Double(count))) | "
            + "\(Self.percent(item.spreadPercent)) |")
      }
    }
    let memory = measurements.filter { $0.bytes != nil }
    if !memory.isEmpty {
      lines += [
        "", "| memory | bytes retained each | ns to create + release | spread (IQR) |",
        "|---|---:|---:|---:|",
      ]
      for item in memory {
        let bytes = item.bytes!.isNaN ? "n/a" : String(format: "%.0f", item.bytes!)
        lines.append(
          "| \(item.benchmark.name) | \(bytes) | \(Self.ns(item.median)) | "
            + "\(Self.percent(item.spreadPercent)) |")
      }
    }
    let ratios = Ratio.all.compactMap { ratio in ratio.value(in: measurements).map { (ratio, $0) } }
    if !ratios.isEmpty || geocode != nil {
      lines += ["", "| ratio | value | 95% interval | target | |", "|---|---:|---:|---:|---|"]
      for (ratio, value) in ratios {
        let interval = ratio.interval(in: measurements) ?? (value, value)
        let isNoisy = Ratio.isNoisy(value, interval)
        let bounds =
          String(format: "%.3f – %.3f", interval.low, interval.high) + (isNoisy ? " noisy" : "")
        let target = ratio.target.map {
          (ratio.isUpperBound ? "≤ " : "≥ ") + String(format: "%g", $0)
        }
        let verdict =
          ratio.isMet(by: value).map { $0 ? "met" : "**missed**" } ?? "a fact, no target"
        lines.append(
          "| `\(ratio.key)` | \(String(format: "%.3f", value)) | \(bounds) | \(target ?? "–") | "
            + "\(verdict) |")
      }
      for figure in Figure.all {
        guard let value = figure.value(in: measurements) else { continue }
        lines.append("| `\(figure.key)` | \(Self.ns(value)) ns | – | – | a figure |")
      }
      for figure in geocodeFigures {
        let verdict = figure.value <= figure.target ? "met" : "**missed**"
        lines.append(
          "| `\(figure.key)` | \(String(format: "%.3f", figure.value)) | – | "
            + "≤ \(String(format: "%g", figure.target)) | \(verdict) |")
      }
    }
    if !noisyRatios.isEmpty {
      lines += [
        "",
        "noisy: the 95% interval of \(noisyRatios.joined(separator: ", ")) is wider than ±3% "
          + "of the median; run it again on an idle machine before judging a target by it.",
      ]
    }
    return lines.joined(separator: "\n")
  }

  /// The keys of the ratios whose interval is wider than ±3% of their median.
  var noisyRatios: [String] {
    Ratio.all.compactMap { ratio in
      guard let value = ratio.value(in: measurements),
        let interval = ratio.interval(in: measurements), Ratio.isNoisy(value, interval)
      else { return nil }
      return "`\(ratio.key)`"
    }
  }

  static func ns(_ value: Double) -> String {
    switch value {
    case ..<10: String(format: "%.2f", value)
    case ..<100: String(format: "%.1f", value)
    default: String(format: "%.0f", value)
    }
  }

  static func rate(_ value: Double) -> String {
    switch value {
    case 1e9...: String(format: "%.2f G", value / 1e9)
    case 1e6...: String(format: "%.1f M", value / 1e6)
    default: String(format: "%.1f k", value / 1e3)
    }
  }

  static func percent(_ value: Double) -> String { String(format: "%.1f %%", value) }

  // MARK: - JSON

  private struct JSONReport: Encodable {
    let results: [JSONResult]
    let ratios: [String: Double]
    let ratioIntervals: [String: [Double]]
    let targets: [String: [String: Double]]
  }

  private struct JSONResult: Encodable {
    let name: String
    let group: String
    let nsPerOp: Double
    let opsPerS: Double
    let spreadPercent: Double
    let minNs: Double
    let maxNs: Double
    let samples: Int
    let iterationsPerSample: Int
    let parameter: Int?
    let bytes: Double?
  }

  /// `{"results": [...], "ratios": {...}, "ratio_intervals": {...}, "targets": {...}}`:
  /// `targets` holds the target of each ratio or figure that has one; `ratios` holds every
  /// ratio and every figure that the run measured, the geocoder's `geocode_load_ms` and
  /// `geocode_lookup_us` included; `ratio_intervals` holds each ratio's 95% interval as
  /// `[low, high]`.
  func json() throws -> Data {
    let results = measurements.map { item in
      JSONResult(
        name: item.benchmark.name, group: item.benchmark.group, nsPerOp: item.median,
        opsPerS: item.operationsPerSecond, spreadPercent: item.spreadPercent,
        minNs: item.samples.first!, maxNs: item.samples.last!, samples: item.samples.count,
        iterationsPerSample: item.iterations, parameter: item.benchmark.parameter,
        bytes: item.bytes.flatMap { $0.isNaN ? nil : $0 })
    }
    var ratios: [String: Double] = [:]
    for ratio in Ratio.all {
      ratios[ratio.key] = ratio.value(in: measurements)
    }
    var intervals: [String: [Double]] = [:]
    for ratio in Ratio.all {
      intervals[ratio.key] = ratio.interval(in: measurements).map { [$0.low, $0.high] }
    }
    for figure in Figure.all {
      ratios[figure.key] = figure.value(in: measurements)
    }
    var targets = Ratio.targets
    for figure in geocodeFigures {
      ratios[figure.key] = figure.value
      targets[figure.key] = ["at_most": figure.target]
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(
      JSONReport(
        results: results, ratios: ratios, ratioIntervals: intervals, targets: targets))
  }
}
