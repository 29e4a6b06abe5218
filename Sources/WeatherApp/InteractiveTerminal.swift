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
/// The frame's width follows the terminal's, between ``minimumWidth`` and ``maximumWidth``;
/// each resize (SIGWINCH) clears the screen and redraws, because a terminal may have re-wrapped
/// the old frame's lines. Narrower than the minimum, one line asks for a wider terminal instead.
///
/// The signal handlers are installed before the terminal is put in raw mode, and a signal that
/// arrives while the screen is starting is kept and acted on as soon as it has started. The
/// terminal is restored (see ``RawMode``) on every way out: Enter on ":q", Ctrl-D on an empty
/// line, Ctrl-C (read as a key), end of input, SIGINT, SIGTERM, SIGHUP and SIGQUIT from
/// outside, and `exit` from anywhere (through `atexit`).
@MainActor
package final class InteractiveTerminal {
  /// The narrowest terminal that gets a frame.
  package static let minimumWidth = WeatherView.minimumWidth
  /// The widest frame, however wide the terminal.
  package static let maximumWidth = 80

  private let colour: Bool
  private var screen: (any TerminalScreen)?
  private var cursorLine: Int?
  private var lineCount = 0
  private var quit: CheckedContinuation<Int32, Never>?
  /// A quit that was asked for (by a signal) before there was a continuation to resume.
  private var pendingStatus: Int32?
  private var decoder = KeyDecoder()
  private var editor = LineEditor()
  private var signalSources: [any DispatchSourceSignal] = []
  private var terminalColumns = WeatherView.defaultWidth

  /// Creates the terminal's driver; nothing changes on the terminal until ``run(makeScreen:)``.
  ///
  /// - Parameter colour: Whether to style the location line and the error line.
  package init(colour: Bool) {
    self.colour = colour
  }

  /// How many list cells fit on a terminal of `rows` rows: the list's frame has eight lines
  /// besides its cells, and a message may take two more.
  package static func visibleCellCount(forRows rows: Int) -> Int {
    max(1, (rows - 10) / LocationCell.height)
  }

  /// The frame width for a terminal of `columns` columns.
  package static func frameWidth(forTerminal columns: Int) -> Int {
    min(max(columns, minimumWidth), maximumWidth)
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
    installSignalHandlers()
    RawMode.enter()
    terminalColumns = RawMode.columns()
    let screen = makeScreen(terminalColumns) { [weak self] picture in self?.draw(picture) }
    self.screen = screen
    await screen.start()
    let status = await withCheckedContinuation { continuation in
      if let pendingStatus {
        continuation.resume(returning: pendingStatus)
        return
      }
      quit = continuation
      startReadingKeys()
    }
    finish()
    return status
  }

  private func draw(_ picture: TerminalPicture) {
    guard terminalColumns >= Self.minimumWidth else { return drawTooNarrow() }
    var out = eraseCurrent()
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

  /// Moves to the top of what was drawn last and erases from there down.
  private func eraseCurrent() -> String {
    guard let cursorLine else { return "" }
    return "\r" + (cursorLine > 0 ? "\u{1B}[\(cursorLine)A" : "") + "\u{1B}[J"
  }

  private func drawTooNarrow() {
    let message = TextWidth.fit(
      "Too narrow: need \(Self.minimumWidth) cols", columns: terminalColumns - 1)
    StandardStream.output.write(eraseCurrent() + message)
    cursorLine = 0
    lineCount = 1
  }

  /// Follows a new terminal width: clears the screen and draws again.
  private func resize() {
    guard let screen else { return }
    terminalColumns = RawMode.columns()
    StandardStream.output.write("\u{1B}[H\u{1B}[2J")
    cursorLine = nil
    screen.resize(toColumns: terminalColumns)
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
    guard let quit else {
      if pendingStatus == nil { pendingStatus = status }
      return
    }
    quit.resume(returning: status)
    self.quit = nil
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
    guard let screen, quit != nil else { return }
    if bytes.isEmpty { return stop(0) }
    for key in decoder.decode(bytes) {
      // The list's keys: there ↑ and ↓ move the selection (Ctrl-P and Ctrl-N still go through
      // earlier lines), and Esc goes back from a weather screen to the list.
      if screen.arrowsMoveSelection, key == .up || key == .down {
        screen.moveSelection(by: key == .up ? -1 : 1)
        continue
      }
      if key == .escape {
        screen.goBack()
      }
      switch editor.handle(key) {
      case .quit(let status):
        return stop(status)
      case .submit(let line):
        if !screen.submit(line) { return stop(0) }
      case .complete:
        if let first = screen.suggestions.first { editor.replaceText(first) }
      case .edited, .unchanged:
        break
      }
      if screen.typed != editor.text { screen.typed = editor.text }
      screen.cursor = editor.cursor
    }
  }

  private func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated {
          if signalNumber == SIGWINCH {
            self.resize()
          } else {
            self.stop(128 + signalNumber)
          }
        }
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
  /// Where the cursor is in ``typed``, in characters.
  var cursor: Int { get set }
  /// What the prompt suggests for what has been typed; Tab takes the first.
  var suggestions: [String] { get }
  /// Draws the first picture and starts the work that the screen does on load.
  func start() async
  /// Whether ↑ and ↓ move a selection on the screen on show, rather than going through
  /// earlier lines.
  var arrowsMoveSelection: Bool { get }
  /// Enters a line, as if Enter had been pressed after typing it.
  ///
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  func submit(_ line: String) -> Bool
  /// Moves the selection of the screen on show, when it has one: -1 up, 1 down.
  func moveSelection(by offset: Int)
  /// Esc: goes back from the screen on show, when there is a screen to go back to.
  func goBack()
  /// Follows the terminal to a new width: the screen draws again for it.
  func resize(toColumns columns: Int)
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

  /// The prompt's cursor.
  package var cursor: Int {
    get { view.prompt.cursor }
    set { view.prompt.cursor = newValue }
  }

  /// The prompt's suggestions.
  package var suggestions: [String] { view.prompt.suggestions }

  /// Whether the list is on show with its selection marked.
  package var arrowsMoveSelection: Bool { showsSelection && isShowingLocations }

  /// Sets the frames' width for the terminal's and draws again.
  package func resize(toColumns columns: Int) {
    resize(toWidth: InteractiveTerminal.frameWidth(forTerminal: columns))
  }
}

/// The terminal's state before raw mode, restored on every way out.
///
/// Entering saves the termios settings, turns off canonical mode, echo, signal keys
/// (ISIG), IEXTEN, XON/XOFF flow control and CR-to-NL translation, and turns on bracketed
/// paste. Restoring puts back exactly the saved termios settings (with TCSAFLUSH, so unread
/// typed-ahead input is dropped) and turns bracketed paste off; it runs once, however many
/// exit paths reach it.
package enum RawMode {
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
    StandardStream.output.write("\u{1B}[?2004h")
  }

  static func restore() {
    guard var original = saved else { return }
    saved = nil
    StandardStream.output.write("\u{1B}[?2004l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  package static func rows() -> Int {
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
