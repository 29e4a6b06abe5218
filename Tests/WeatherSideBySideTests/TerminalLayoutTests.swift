import Foundation
import Testing
import WeatherTestSupport
import WeatherViews

/// The top border of a frame of `width` columns.
private func topBorder(_ width: Int) -> String {
  "╭" + String(repeating: "─", count: width - 2) + "╮"
}

/// `weather-side-by-side` run on a pseudo-terminal, in interactive mode, as it is resized.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("weather-side-by-side follows the terminal", .timeLimit(.minutes(20)))
struct TerminalLayoutTests {
  static let arguments = ["--now", "2026-11-29T11:30:00Z"]
  static let titles = ["MVC", "MVVM", "Observation", "Declarative"]

  /// Resizes the terminal, waits for every text in `expected` to be drawn after the resize,
  /// and returns the lines drawn since the screen was cleared for it.
  static func resize(
    _ terminal: TerminalProcess, columns: Int, rows: Int, expecting expected: [String]
  ) async throws -> [String] {
    let mark = terminal.outputCount
    terminal.resize(columns: columns, rows: rows)
    for text in expected { try await terminal.waitForOutput(containing: text, after: mark) }
    return terminal.linesDrawnSinceClear(after: mark)
  }

  @Test(
    "a resize lays the frames out again: side by side, stacked, a group at a time, or one line")
  func followsTheTerminal() async throws {
    let terminal = try await TerminalProcess(
      executable: "weather-side-by-side", arguments: Self.arguments, columns: 160, rows: 50)
    let sideBySide = Array(repeating: topBorder(38), count: 4).joined(separator: "  ")
    try await terminal.waitForOutput(containing: "Richmond, VA")
    try await terminal.waitForOutput(containing: sideBySide)

    // 80 columns: the frames no longer fit next to each other, and are stacked.
    var lines = try await Self.resize(
      terminal, columns: 80, rows: 90, expecting: [topBorder(52), "Declarative: "])
    #expect(lines.allSatisfy { TextWidth.columns(in: $0) <= 80 }, "\(lines)")
    #expect(lines.filter { $0.hasPrefix(topBorder(52)) }.count == 4, "\(lines)")
    let headers = lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter(Self.titles.contains)
    #expect(headers == Self.titles)
    #expect(lines.count <= 90)

    // 24 rows: the stacked frames are too tall, so two are shown side by side, as many as fit
    // in 80 columns, and Ctrl-T shows the next two.
    let two = Array(repeating: topBorder(39), count: 2).joined(separator: "  ")
    lines = try await Self.resize(
      terminal, columns: 80, rows: 24,
      expecting: [two, "MVC, MVVM shown · Ctrl-T: next · identical", "Declarative: "])
    #expect(lines.allSatisfy { TextWidth.columns(in: $0) <= 80 }, "\(lines)")
    #expect(lines.filter { $0.hasPrefix(two) }.count == 1, "\(lines)")
    #expect(lines.count <= 24)
    var mark = terminal.outputCount
    terminal.type("\u{14}")
    try await terminal.waitForOutput(
      containing: "Observation, Declarative shown · Ctrl-T: next", after: mark)

    // 120 × 45: three frames side by side, and Ctrl-T shows the fourth, at the same width.
    let three = Array(repeating: topBorder(38), count: 3).joined(separator: "  ")
    lines = try await Self.resize(
      terminal, columns: 120, rows: 45,
      expecting: [three, "MVC, MVVM, Observation shown · Ctrl-T: next", "Declarative: "])
    #expect(lines.filter { $0.hasPrefix(three) }.count == 1, "\(lines)")
    #expect(lines.allSatisfy { TextWidth.columns(in: $0) <= 120 }, "\(lines)")
    mark = terminal.outputCount
    terminal.type("\u{14}")
    try await terminal.waitForOutput(
      containing: "Declarative shown · Ctrl-T: next", after: mark)
    lines = terminal.linesDrawnSinceClear(after: mark)
    #expect(lines.filter { $0.hasPrefix(topBorder(38)) }.count == 1, "\(lines)")

    // 10 rows: not even one frame fits, and one line says so.
    lines = try await Self.resize(
      terminal, columns: 80, rows: 10, expecting: ["Too short: need 24 rows"])
    #expect(lines == ["Too short: need 24 rows"])

    // Back to 160 columns: side by side again.
    lines = try await Self.resize(
      terminal, columns: 160, rows: 50, expecting: [sideBySide, "Declarative: "])
    #expect(lines.allSatisfy { TextWidth.columns(in: $0) <= 160 }, "\(lines)")
    terminal.type("\u{4}")
    #expect(try await terminal.waitForExit() == 0)
  }
}

/// `weather-side-by-side` on a pseudo-terminal, typed into faster than its services answer.
@Suite("weather-side-by-side gates typed input", .timeLimit(.minutes(20)))
struct TerminalTypeAheadTests {
  @Test("lines and :save typed before the first answer lands: every status says identical")
  func typeAheadUnderLatency() async throws {
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("locations.json").path
    let terminal = try await TerminalProcess(
      executable: "weather-side-by-side",
      arguments: TerminalLayoutTests.arguments + ["--latency", "400", "--locations-file", file],
      columns: 220, rows: 50)
    try await terminal.waitForOutput(containing: "Loading…")
    // One write, as fast as a paste: every key, Enter included, reaches the program while
    // the start's first answer is still held for its 400 ms.
    terminal.type("Paris\rTokyo\r:save\rOslo\r")
    // `:save` came before Tokyo's weather, so there was nothing to save yet; Oslo's last
    // frame has its forecast.
    try await terminal.waitForOutput(containing: "Oslo, Norway")
    try await terminal.waitForOutput(containing: "Broken clouds                 29℉ / 36℉")
    terminal.type("\u{4}")
    #expect(try await terminal.waitForExit() == 0)
    let plain = terminal.drawn.replacingOccurrences(
      of: "\u{1B}\\[[\u{20}-\u{3F}]*[\u{40}-\u{7E}]", with: "", options: .regularExpression)
    let verdicts = plain.components(separatedBy: .newlines)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("identical") || $0.hasPrefix("differ") }
    #expect(verdicts.count >= 8, "\(verdicts)")
    #expect(verdicts.allSatisfy { $0.hasPrefix("identical") }, "\(verdicts)")
  }
}
