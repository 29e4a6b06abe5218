import Foundation
import WeatherCore
import WeatherScreens
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
/// It puts together the terminal's parts: ``SignalTraps`` (signals as events), ``RawMode``
/// (the terminal's settings), `KeyReader` (keys from stdin) and `TerminalCanvas` (drawing).
/// The signal traps are set before the terminal is put in raw mode, and a signal that arrives
/// while the screen is starting is kept and acted on as soon as it has started. The terminal
/// is restored on every way out: Enter on ":q", Ctrl-D on an empty line, Ctrl-C (read as a
/// key), end of input, SIGINT, SIGTERM, SIGHUP and SIGQUIT from outside, and `exit` from
/// anywhere (through `atexit`); then every signal's earlier disposition is put back.
@MainActor
package final class InteractiveTerminal {
  /// The narrowest terminal that gets a frame.
  package static let minimumWidth = WeatherView.minimumWidth
  /// The widest frame, however wide the terminal.
  package static let maximumWidth = 80

  private var canvas: TerminalCanvas
  private var screen: (any TerminalScreen)?
  private var quit: CheckedContinuation<Int32, Never>?
  /// A quit that was asked for (by a signal) before there was a continuation to resume.
  private var pendingStatus: Int32?
  private var editor = LineEditor()
  private var traps: SignalTraps?
  // Set once the terminal is restored: a picture that a late answer still asks for is not
  // drawn, so nothing follows the escape that turns bracketed paste off.
  private var isFinished = false

  /// Creates the terminal's driver; nothing changes on the terminal until ``run(makeScreen:)``.
  ///
  /// - Parameter colour: Whether to style the location line and the error line.
  package init(colour: Bool) {
    canvas = TerminalCanvas(colour: colour, columns: WeatherView.defaultWidth)
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
    traps = SignalTraps(signals: SignalTraps.terminalSignals) { [weak self] signalNumber in
      if signalNumber == SIGWINCH {
        self?.resize()
      } else {
        self?.stop(128 + signalNumber)
      }
    }
    RawMode.enter()
    canvas.columns = TerminalSize.columns()
    let screen = makeScreen(canvas.columns) { [weak self] picture in self?.draw(picture) }
    self.screen = screen
    await screen.start()
    let status = await withCheckedContinuation { continuation in
      if let pendingStatus {
        continuation.resume(returning: pendingStatus)
        return
      }
      quit = continuation
      KeyReader.start(
        onKeys: { [weak self] keys in self?.handle(keys) },
        onEnd: { [weak self] in self?.endOfInput() })
    }
    finish()
    return status
  }

  private func draw(_ picture: TerminalPicture) {
    guard !isFinished else { return }
    StandardStream.output.write(canvas.draw(picture))
  }

  /// Follows a new terminal width: clears the screen and draws again.
  private func resize() {
    guard let screen, !isFinished else { return }
    canvas.columns = TerminalSize.columns()
    StandardStream.output.write(canvas.clear())
    screen.resize(toColumns: canvas.columns)
  }

  /// Leaves the cursor under the last picture, restores the terminal, then the signals: in
  /// that order, so that a signal that ends the process after all finds the terminal restored.
  private func finish() {
    isFinished = true
    StandardStream.output.write(canvas.leave())
    RawMode.restore()
    traps?.restore()
    traps = nil
  }

  private func stop(_ status: Int32) {
    guard let quit else {
      if pendingStatus == nil { pendingStatus = status }
      return
    }
    quit.resume(returning: status)
    self.quit = nil
  }

  private func endOfInput() {
    guard quit != nil else { return }
    stop(0)
  }

  private func handle(_ keys: [Key]) {
    guard let screen, quit != nil else { return }
    for key in keys {
      if screen.takeKey(key) { continue }
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
}
