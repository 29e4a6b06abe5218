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
final class InteractiveTerminal {
  private let colour: Bool
  private var session: ScreenSession?
  private var cursorLine: Int?
  private var lineCount = 0
  private var quit: CheckedContinuation<Int32, Never>?
  private var pendingBytes: [UInt8] = []
  private var signalSources: [any DispatchSourceSignal] = []

  init(colour: Bool) {
    self.colour = colour
  }

  func run(
    environment: WeatherEnvironment, store: LocationStore,
    firstScreen: WeatherOptions.ScreenChoice, screens: Screens
  ) async -> Int32 {
    RawMode.enter()
    installSignalHandlers()
    let session = ScreenSession(
      environment: environment, store: store, firstScreen: firstScreen,
      width: min(WeatherView.defaultWidth, RawMode.columns()), screens: screens
    ) { [weak self] frame in self?.draw(frame) }
    session.showsSelection = true
    // The list's frame has eight lines besides its cells, and a message may take two more.
    session.visibleCellCount = max(1, (RawMode.rows() - 10) / LocationCell.height)
    self.session = session
    await session.start()
    let status = await withCheckedContinuation { continuation in
      quit = continuation
      startReadingKeys()
    }
    finish()
    return status
  }

  private func draw(_ frame: Frame) {
    var out = ""
    if let cursorLine {
      out += "\r"
      if cursorLine > 0 { out += "\u{1B}[\(cursorLine)A" }
      out += "\u{1B}[J"
    }
    let styled = frame.lines.enumerated().map { index, line in
      guard colour else { return line }
      if index == 1 { return "\u{1B}[1m" + line + "\u{1B}[0m" }
      if index == frame.errorLine { return "\u{1B}[31m" + line + "\u{1B}[0m" }
      return line
    }
    out += styled.joined(separator: "\n")
    let up = frame.lines.count - 1 - frame.promptLine
    if up > 0 { out += "\u{1B}[\(up)A" }
    out += "\r\u{1B}[\(frame.promptColumn)C"
    cursorLine = frame.promptLine
    lineCount = frame.lines.count
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
    guard let session else { return }
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
        let text = session.view.prompt.text
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
          session.view.prompt.text = ""
          session.openSelection()
        } else if !session.submit(text) {
          return stop(0)
        }
      case 0x7F, 0x08:
        if !session.view.prompt.text.isEmpty { session.view.prompt.text.removeLast() }
      case 0x15:  // Ctrl-U clears the line, as in a shell.
        session.view.prompt.text = ""
      case 0x1B:
        // Esc alone goes back. ↑ and ↓ move the list's selection; other arrow and function
        // keys are skipped, since the prompt has no cursor.
        guard index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
          session.goBack()
          continue
        }
        index += 1
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        if index < bytes.count {
          switch bytes[index] {
          case 0x41: session.moveSelection(by: -1)  // ↑
          case 0x42: session.moveSelection(by: 1)  // ↓
          default: break
          }
        }
        index += 1
      case 0x00..<0x20:
        continue
      default:
        pendingBytes.append(byte)
        // Typed text arrives as UTF-8 that may be split across reads; keep the incomplete tail.
        let complete = completeUTF8Prefix(pendingBytes)
        if complete > 0 {
          session.view.prompt.text += String(decoding: pendingBytes[0..<complete], as: UTF8.self)
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

  static func rows() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
  }

  static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return WeatherView.defaultWidth
    }
    return Int(size.ws_col)
  }
}
