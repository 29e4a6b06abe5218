import Foundation
import WeatherCore
import WeatherViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interactive mode: the frame is redrawn in place and the prompt takes keys as they are typed.
///
/// The terminal is put in raw mode so that the prompt can be drawn inside the frame; it is
/// restored on every exit path: Enter on ":q", Ctrl-D, Ctrl-C (read as a key), end of input,
/// SIGINT, SIGTERM and SIGHUP from outside, and `exit` from anywhere (through `atexit`).
@MainActor
package final class InteractiveTerminal {
  private let colour: Bool
  private var screen: (any TerminalScreen)?
  private var cursorLine: Int?
  private var lineCount = 0
  private var quit: CheckedContinuation<Int32, Never>?
  private var pendingBytes: [UInt8] = []
  private var signalSources: [any DispatchSourceSignal] = []

  /// Creates the terminal's driver; nothing changes on the terminal until ``run(makeScreen:)``.
  ///
  /// - Parameter colour: Whether to style the location line and the error line.
  package init(colour: Bool) {
    self.colour = colour
  }

  /// Enters raw mode, starts the screen that `makeScreen` makes, and types into it until the
  /// user quits.
  ///
  /// - Parameter makeScreen: Makes the screen for the terminal's width in columns; the screen
  ///   calls `draw` with every picture it wants shown.
  /// - Returns: The exit status: 0, or 128 plus the signal that ended the run.
  package func run(
    makeScreen: (_ columns: Int, _ draw: @escaping @MainActor (TerminalPicture) -> Void) ->
      any TerminalScreen
  ) async -> Int32 {
    RawMode.enter()
    installSignalHandlers()
    let screen = makeScreen(RawMode.columns()) { [weak self] picture in self?.draw(picture) }
    self.screen = screen
    await screen.start()
    let status = await withCheckedContinuation { continuation in
      quit = continuation
      startReadingKeys()
    }
    finish()
    return status
  }

  private func draw(_ picture: TerminalPicture) {
    var out = ""
    if let cursorLine {
      out += "\r"
      if cursorLine > 0 { out += "\u{1B}[\(cursorLine)A" }
      out += "\u{1B}[J"
    }
    let styled = picture.lines.enumerated().map { index, line in
      guard colour else { return line }
      if picture.boldLines.contains(index) { return "\u{1B}[1m" + line + "\u{1B}[0m" }
      if picture.errorLines.contains(index) { return "\u{1B}[31m" + line + "\u{1B}[0m" }
      return line
    }
    out += styled.joined(separator: "\n")
    let up = picture.lines.count - 1 - picture.cursorLine
    if up > 0 { out += "\u{1B}[\(up)A" }
    out += "\r\u{1B}[\(picture.cursorColumn)C"
    cursorLine = picture.cursorLine
    lineCount = picture.lines.count
    StandardStream.output.write(out)
  }

  private func finish() {
    if let cursorLine {
      let down = lineCount - 1 - cursorLine
      StandardStream.output.write((down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n")
    }
    for source in signalSources { source.cancel() }
    RawMode.restore()
  }

  private func stop(_ status: Int32) {
    quit?.resume(returning: status)
    quit = nil
  }

  private func startReadingKeys() {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, 256) }
        if count < 0 && errno == EINTR { continue }
        let bytes = count > 0 ? Array(buffer[0..<count]) : []
        DispatchQueue.main.async {
          MainActor.assumeIsolated { self.handle(bytes) }
        }
        if count <= 0 { return }
      }
    }
    thread.start()
  }

  private func handle(_ bytes: [UInt8]) {
    guard let screen else { return }
    if bytes.isEmpty { return stop(0) }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x03:  // Ctrl-C, read as a key because raw mode turns ISIG off.
        return stop(130)
      case 0x04:  // Ctrl-D
        return stop(0)
      case 0x0D, 0x0A:
        let text = screen.typed
        if text.trimmingCharacters(in: .whitespaces) == ":q" { return stop(0) }
        screen.submit(text)
      case 0x7F, 0x08:
        if !screen.typed.isEmpty { screen.typed.removeLast() }
      case 0x15:  // Ctrl-U clears the line, as in a shell.
        screen.typed = ""
      case 0x1B:  // Arrow and function keys: skip the sequence; the prompt has no cursor.
        if index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F {
          index += 1
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
          index += 1
        }
      case 0x00..<0x20:
        continue
      default:
        pendingBytes.append(byte)
        // Typed text arrives as UTF-8 that may be split across reads; keep the incomplete tail.
        let complete = completeUTF8Prefix(pendingBytes)
        if complete > 0 {
          screen.typed += String(decoding: pendingBytes[0..<complete], as: UTF8.self)
          pendingBytes.removeFirst(complete)
        }
      }
    }
  }

  private func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
    var index = bytes.count
    var back = 0
    while index > 0, back < 4 {
      index -= 1
      back += 1
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 {
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return back >= length ? bytes.count : index
      }
    }
    return bytes.count
  }

  private func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { self.stop(128 + signalNumber) }
      }
      source.resume()
      signalSources.append(source)
    }
  }
}

/// What interactive mode draws and types into: one screen, or several composed into one.
@MainActor
package protocol TerminalScreen: AnyObject {
  /// What has been typed at the prompt and not yet entered.
  var typed: String { get set }
  /// Draws the first picture and starts the work that the screen does on load.
  func start() async
  /// Enters a line, as if Enter had been pressed after typing it.
  func submit(_ line: String)
}

/// Lines for the terminal, where the cursor goes, and which lines are styled when colour is on.
package struct TerminalPicture: Sendable, Equatable {
  /// The lines, top to bottom, none wider than the terminal.
  package var lines: [String]
  /// The line of the cursor: the prompt's.
  package var cursorLine: Int
  /// The column (0-based) of the cursor.
  package var cursorColumn: Int
  /// The lines drawn bold: the place's name.
  package var boldLines: Set<Int>
  /// The lines drawn red: errors.
  package var errorLines: Set<Int>

  /// Creates a picture.
  package init(
    lines: [String], cursorLine: Int, cursorColumn: Int, boldLines: Set<Int> = [],
    errorLines: Set<Int> = []
  ) {
    self.lines = lines
    self.cursorLine = cursorLine
    self.cursorColumn = cursorColumn
    self.boldLines = boldLines
    self.errorLines = errorLines
  }

  /// One screen's frame: the cursor at the prompt, its second line (the place) bold, and its
  /// error line red.
  package init(_ frame: Frame) {
    self.init(
      lines: frame.lines, cursorLine: frame.promptLine, cursorColumn: frame.promptColumn,
      boldLines: [1], errorLines: frame.errorLine.map { [$0] } ?? [])
  }
}

extension ScreenSession: TerminalScreen {
  /// The prompt's text.
  package var typed: String {
    get { view.prompt.text }
    set { view.prompt.text = newValue }
  }
}

/// The terminal's settings before raw mode, restored on every way out.
enum RawMode {
  private nonisolated(unsafe) static var saved: termios?

  static func enter() {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    saved = original
    atexit { RawMode.restore() }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
  }

  static func restore() {
    guard var original = saved else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return WeatherView.defaultWidth
    }
    return Int(size.ws_col)
  }
}
