import Foundation

/// Turns the measurements into the table, the JSON and the chart.
struct Report {
  let measurements: [Measurement]
  /// The geocoder's load and lookup times, when they were measured.
  var geocode: GeocodeFigures?
  /// The lists' heap after many changes, when it was measured.
  var listHeap: ListHeapFigures?

  /// The figures measured apart from the benchmarks, as (JSON key, value, target), in the
  /// order the table shows them; a nil target marks a fact.
  var otherFigures: [(key: String, value: Double, target: Target?)] {
    var figures: [(key: String, value: Double, target: Target?)] = []
    if let geocode {
      figures += [
        ("geocode_load_ms", geocode.loadMilliseconds, .atMost(50)),
        ("geocode_lookup_us", geocode.lookupMicroseconds, .atMost(20)),
      ]
    }
    if let listHeap {
      figures += [
        ("list_heap_mvc_mb", listHeap.mvcMegabytes, nil),
        ("list_heap_declarative_mb", listHeap.declarativeMegabytes, nil),
        (
          "list_heap_declarative_minus_mvc_mb",
          listHeap.declarativeMegabytes - listHeap.mvcMegabytes, .atMost(3)
        ),
      ]
    }
    return figures
  }

  // MARK: - Table

  /// Markdown tables, readable on a terminal and pasted as-is into docs/benchmarks.md.
  var table: String {
    var lines = ResultRow.tables(measurements.map(ResultRow.init))
    let ratios = Ratio.all.compactMap { ratio in ratio.value(in: measurements).map { (ratio, $0) } }
    if !ratios.isEmpty || !otherFigures.isEmpty {
      lines += ["", "| ratio | value | 95% interval | target | |", "|---|---:|---:|---:|---|"]
      for (ratio, value) in ratios {
        let interval = ratio.interval(in: measurements) ?? (value, value)
        let isNoisy = Ratio.isNoisy(value, interval)
        let bounds =
          "\(Format.ratio(interval.low)) – \(Format.ratio(interval.high))"
          + (isNoisy ? " noisy" : "")
        let verdict =
          ratio.target.map { $0.isMet(by: value) ? "met" : "**missed**" } ?? "a fact, no target"
        lines.append(
          "| `\(ratio.key)` | \(Format.ratio(value)) | \(bounds) | \(ratio.target?.text ?? "–") | "
            + "\(verdict) |")
      }
      for figure in Figure.all {
        guard let value = figure.value(in: measurements) else { continue }
        lines.append("| `\(figure.key)` | \(Format.ns(value)) ns | – | – | a figure |")
      }
      for figure in otherFigures {
        let verdict =
          figure.target.map { $0.isMet(by: figure.value) ? "met" : "**missed**" } ?? "a figure"
        lines.append(
          "| `\(figure.key)` | \(Format.ratio(figure.value)) | – | "
            + "\(figure.target?.text ?? "–") | \(verdict) |")
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

  // MARK: - JSON

  private struct JSONReport: Encodable {
    let results: [ResultRow]
    let ratios: [String: Double]
    let ratioIntervals: [String: [Double]]
    let targets: [String: [String: Double]]
  }

  /// `{"results": [...], "ratios": {...}, "ratio_intervals": {...}, "targets": {...}}`:
  /// `targets` holds the target of each ratio or figure that has one; `ratios` holds every
  /// ratio and every figure that the run measured, the geocoder's `geocode_load_ms` and
  /// `geocode_lookup_us` and the lists' `list_heap_…` included; `ratio_intervals` holds each ratio's 95% interval as
  /// `[low, high]`.
  func json() throws -> Data {
    let results = measurements.map { item in
      var row = ResultRow(item)
      // JSON has no NaN: bytes the C library could not tell are left out.
      if row.bytes?.isNaN == true { row.bytes = nil }
      return row
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
    for figure in otherFigures {
      ratios[figure.key] = figure.value
      targets[figure.key] = figure.target?.json
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(
      JSONReport(
        results: results, ratios: ratios, ratioIntervals: intervals, targets: targets))
  }
}
