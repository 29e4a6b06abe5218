import Foundation

/// The SVG chart: the cost of one update per contender, and the scaling curves.
struct Chart {
  let entries: [ResultRow]

  /// The chart of a run that has just been measured.
  init(measurements: [Measurement]) {
    entries = measurements.map(ResultRow.init)
  }

  /// The chart of a run kept as the JSON that `--json` writes.
  init(json: Data) throws {
    struct Run: Decodable { let results: [ResultRow] }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    entries = try decoder.decode(Run.self, from: json).results
  }

  private let width = 980.0
  private let barRow = 22.0
  private let labelWidth = 300.0
  private let plotHeight = 260.0

  /// The whole document.
  var svg: String {
    // One bar per single update of every group but the curves, the list's changes included.
    let bars = entries.filter {
      ["screen", "update", "list"].contains($0.group) && $0.parameter == nil && $0.bytes == nil
    }
    let barsHeight = 60 + barRow * Double(bars.count)
    let height = barsHeight + plotHeight + 110
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" "
        + "height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    out += barChart(bars)
    out += curveChart(top: barsHeight + 30)
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// Horizontal bars of ns per update on a log scale, one per benchmark.
  private func barChart(_ bars: [ResultRow]) -> [String] {
    guard !bars.isEmpty else { return [] }
    var out = [
      text(
        "Cost of one update (median ns, log scale; one release run)", x: 10, y: 22,
        extra: "font-size=\"15\" font-weight=\"bold\"")
    ]
    let values = bars.map(\.nsPerOp)
    let low = floor(log10(max(values.min()!, 0.1)))
    let high = ceil(log10(values.max()!))
    let plotLeft = labelWidth + 10
    let plotWidth = width - plotLeft - 90
    func x(_ value: Double) -> Double {
      plotLeft + (log10(value) - low) / max(high - low, 1) * plotWidth
    }
    let bottom = 40 + barRow * Double(bars.count)
    var decade = low
    while decade <= high {
      let position = x(pow(10, decade))
      out.append(line(x1: position, y1: 36, x2: position, y2: bottom, color: "#dddddd"))
      out.append(
        text(String(format: "%g", pow(10, decade)), x: position, y: bottom + 14, anchor: "middle"))
      decade += 1
    }
    let legend = [
      ("#e07b26", "Box / MVVM"), ("#7b61c4", "MVC"), ("#3a9d3a", "Observation"),
      ("#2f7ed8", "alternatives"),
    ]
    for (index, (color, name)) in legend.enumerated() {
      let left = width - 440 + 110 * Double(index)
      out.append(
        "<rect x=\"\(fmt(left))\" y=\"12\" width=\"12\" height=\"12\" fill=\"\(color)\"/>")
      out.append(text(name, x: left + 16, y: 22))
    }
    for (index, item) in bars.enumerated() {
      let top = 40 + barRow * Double(index)
      let name = item.name
      let color = legend[Self.legendIndex(of: name)].0
      out.append(text(name, x: labelWidth, y: top + 14, anchor: "end"))
      out.append(
        "<rect x=\"\(fmt(plotLeft))\" y=\"\(fmt(top + 3))\" "
          + "width=\"\(fmt(max(x(item.nsPerOp) - plotLeft, 1)))\" height=\"\(fmt(barRow - 6))\" "
          + "fill=\"\(color)\"/>")
      out.append(text(Format.ns(item.nsPerOp) + " ns", x: x(item.nsPerOp) + 4, y: top + 14))
    }
    return out
  }

  /// The legend entry of a bar, from its benchmark's name: Box or MVVM, MVC, Observation, or
  /// another alternative.
  private static func legendIndex(of name: String) -> Int {
    if name.hasPrefix("Box") || name.hasPrefix("MVVM") { return 0 }
    if name.hasPrefix("MVC") { return 1 }
    if name.hasPrefix("Observation") { return 2 }
    return 3
  }

  /// ns per listener against the number of listeners, log-2 x axis, one line per series.
  private func curveChart(top: Double) -> [String] {
    // The scaling group only: a list refresh also has a count (of cells), but not of listeners.
    let points = entries.filter { $0.parameter != nil && $0.group == "scaling" }
    guard !points.isEmpty else { return [] }
    var series: [(name: String, points: [(Int, Double)])] = []
    for item in points {
      let name = String(item.name.split(separator: ":")[0])
      let point = (item.parameter!, item.nsPerOp / Double(item.parameter!))
      if let index = series.firstIndex(where: { $0.name == name }) {
        series[index].points.append(point)
      } else {
        series.append((name, [point]))
      }
    }
    var out = [
      text(
        "Scaling: ns per listener for one set, as listeners per box and bound views grow",
        x: 10, y: top, extra: "font-size=\"15\" font-weight=\"bold\"")
    ]
    let left = 80.0
    let right = width - 220
    let plotTop = top + 20
    let plotBottom = plotTop + plotHeight
    let counts = points.map { Double($0.parameter!) }
    let maxCount = log2(counts.max()!)
    // A round top: the next multiple of 20 ns above the highest point.
    let maxValue = (series.flatMap { $0.points.map(\.1) }.max()! / 20 + 1).rounded(.down) * 20
    func x(_ count: Int) -> Double {
      left + log2(Double(count)) / max(maxCount, 1) * (right - left)
    }
    func y(_ value: Double) -> Double { plotBottom - value / maxValue * plotHeight }
    out.append(line(x1: left, y1: plotBottom, x2: right, y2: plotBottom, color: "#444444"))
    out.append(line(x1: left, y1: plotTop, x2: left, y2: plotBottom, color: "#444444"))
    for step in 0...4 {
      let value = maxValue * Double(step) / 4
      out.append(line(x1: left, y1: y(value), x2: right, y2: y(value), color: "#eeeeee"))
      out.append(text(Format.ns(value), x: left - 6, y: y(value) + 4, anchor: "end"))
    }
    for exponent in 0...Int(maxCount) {
      out.append(
        text("\(1 << exponent)", x: x(1 << exponent), y: plotBottom + 16, anchor: "middle"))
    }
    out.append(
      text("N (log scale)", x: (left + right) / 2, y: plotBottom + 34, anchor: "middle"))
    out.append(
      text(
        "ns per listener", x: 20, y: (plotTop + plotBottom) / 2, anchor: "middle",
        extra: "transform=\"rotate(-90 20 \(fmt((plotTop + plotBottom) / 2)))\""))
    let palette = ["#2f7ed8", "#e07b26", "#3a9d3a", "#c43a3a"]
    for (index, curve) in series.enumerated() {
      let color = palette[index % palette.count]
      let path = curve.points.map { "\(fmt(x($0.0))),\(fmt(y($0.1)))" }.joined(separator: " ")
      out.append(
        "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
      for point in curve.points {
        out.append(
          "<circle cx=\"\(fmt(x(point.0)))\" cy=\"\(fmt(y(point.1)))\" r=\"3\" fill=\"\(color)\"/>")
      }
      let legendY = plotTop + 10 + 20 * Double(index)
      out.append(line(x1: right + 20, y1: legendY, x2: right + 44, y2: legendY, color: color))
      out.append(text(curve.name, x: right + 50, y: legendY + 4))
    }
    return out
  }

  private func fmt(_ value: Double) -> String { String(format: "%.1f", value) }

  private func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String) -> String {
    "<line x1=\"\(fmt(x1))\" y1=\"\(fmt(y1))\" x2=\"\(fmt(x2))\" y2=\"\(fmt(y2))\" "
      + "stroke=\"\(color)\" stroke-width=\"\(color == "#444444" ? 1 : 2)\"/>"
  }

  private func text(
    _ content: String, x: Double, y: Double, anchor: String = "start", extra: String = ""
  ) -> String {
    let escaped = content.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    return "<text x=\"\(fmt(x))\" y=\"\(fmt(y))\" text-anchor=\"\(anchor)\" \(extra)>"
      + "\(escaped)</text>"
  }
}
