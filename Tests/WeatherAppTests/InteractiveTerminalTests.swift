import Foundation
import Testing
import WeatherTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The top border of a frame of `width` columns.
private func topBorder(_ width: Int) -> String {
  "╭" + String(repeating: "─", count: width - 2) + "╮"
}

// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Interactive terminal", .timeLimit(.minutes(20)))
struct InteractiveTerminalTests {
  static let arguments = ["--now", "2026-11-29T11:30:00Z"]

  @Test("the frame follows the terminal's width, and a too-narrow terminal gets one line")
  func resizing() async throws {
    let terminal = try await TerminalProcess(
      executable: "weather-mvc", arguments: Self.arguments, columns: 120)
    try await terminal.waitForOutput(containing: "Sample weather (offline) ─╯")
    #expect(terminal.drawn.contains(topBorder(80)))
    var mark = terminal.outputCount
    terminal.resize(columns: 44)
    try await terminal.waitForOutput(containing: topBorder(44), after: mark)
    mark = terminal.outputCount
    terminal.resize(columns: 25)
    try await terminal.waitForOutput(containing: "Too narrow: need 32 cols", after: mark)
    mark = terminal.outputCount
    terminal.resize(columns: 60)
    try await terminal.waitForOutput(containing: topBorder(60), after: mark)
    terminal.type("\u{4}")
    #expect(try await terminal.waitForExit() == 0)
  }

  @Test("arrow keys, history and Ctrl-W edit the prompt")
  func editing() async throws {
    let terminal = try await TerminalProcess(
      executable: "weather-mvc", arguments: Self.arguments, columns: 80)
    try await terminal.waitForOutput(containing: "Richmond, VA")
    var mark = terminal.outputCount
    terminal.type("Oslo\r")
    try await terminal.waitForOutput(containing: "Oslo, Norway", after: mark)
    mark = terminal.outputCount
    terminal.type("Lim\u{1B}[D\u{1B}[DX")
    try await terminal.waitForOutput(containing: "Change location › LXim", after: mark)
    mark = terminal.outputCount
    terminal.type("\u{15}\u{1B}[A")  // Ctrl-U, then ↑ brings back "Oslo".
    try await terminal.waitForOutput(containing: "Change location › Oslo ", after: mark)
    mark = terminal.outputCount
    terminal.type(" is far\u{17}")  // Ctrl-W takes back "far".
    try await terminal.waitForOutput(containing: "Change location › Oslo is  ", after: mark)
    terminal.type("\u{3}")
    #expect(try await terminal.waitForExit() == 130)
  }

  @Test(
    "SIGTERM, SIGHUP, SIGQUIT and SIGINT leave the terminal in cooked mode with echo on",
    arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func signals(signal: Int32) async throws {
    let terminal = try await TerminalProcess(
      executable: "weather-mvc", arguments: Self.arguments, columns: 80)
    let cooked = terminal.localModes
    #expect(cooked & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    // The first picture is drawn once the traps are set and the terminal is raw; the signal
    // then comes whether or not the first lookup has answered, as a person's Ctrl-C does.
    try await terminal.waitForOutput(containing: "Sample weather (offline) ─╯")
    #expect(terminal.localModes & tcflag_t(ICANON | ECHO) == 0)
    kill(terminal.processIdentifier, signal)
    #expect(try await terminal.waitForExit() == 128 + signal)
    #expect(terminal.localModes == cooked)
    #expect(terminal.drawn.hasSuffix("\u{1B}[?2004l"))
  }
}
