import WeatherApp
import WeatherViews

/// The side-by-side session on a terminal, laid out for the terminal's size and laid out
/// again each time the size changes.
///
/// The frames stand side by side when they fit in the width and are stacked when they do not
/// (see ``Composer``), so no line is wider than the terminal. When the picture is taller than
/// the terminal, one variant is shown at a time, under a line that names it, and Ctrl-T shows
/// the next; when even that is too tall, one line says how many rows it needs.
///
/// ```swift
/// let screen = SideBySideScreen(
///   session: session, columns: 120, rows: 40, timings: false) { picture in show(picture) }
/// ```
@MainActor
package final class SideBySideScreen: TerminalScreen {
  /// The lines that the layout adds around a frame: the header above, and the status below
  /// at its tallest (the verdict and one line per variant, for every variant).
  static let linesBesideFrame = 2 + SideBySideVariant.all.count

  private let session: SideBySideSession
  private let timings: Bool
  private let draw: @MainActor (TerminalPicture) -> Void
  private var columns: Int
  private var rows: Int
  private var shown = 0
  private var lastUpdate: SideBySideUpdate?
  private var oneAtATime = false

  /// Takes over the session's updates and lays them out for a terminal of `columns` × `rows`.
  ///
  /// - Parameters:
  ///   - session: The session; its frames should already be as wide as `columns` allows.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  ///   - timings: Whether the status shows each variant's time.
  ///   - draw: Shows a picture on the terminal.
  package init(
    session: SideBySideSession, columns: Int, rows: Int, timings: Bool,
    draw: @escaping @MainActor (TerminalPicture) -> Void
  ) {
    self.session = session
    self.columns = columns
    self.rows = rows
    self.timings = timings
    self.draw = draw
    session.visibleCellCount = Self.visibleCellCount(forRows: rows)
    session.onUpdate = { [weak self] update in self?.show(update) }
  }

  /// How many list cells fit on a terminal of `rows` rows, with room for the layout's header
  /// and status.
  static func visibleCellCount(forRows rows: Int) -> Int {
    InteractiveTerminal.visibleCellCount(forRows: rows - linesBesideFrame)
  }

  /// The picture for an update on a terminal of `columns` × `rows`: every frame when they fit
  /// in its height, else the frame of variant `shown` alone, else one line.
  ///
  /// - Returns: The picture, and whether it shows one variant alone.
  package static func layout(
    _ update: SideBySideUpdate, columns: Int, rows: Int, shown: Int, timings: Bool
  ) -> (picture: TerminalPicture, oneAtATime: Bool) {
    let every = Composer.compose(update, width: columns, timings: timings)
    if every.lines.count <= rows { return (every, false) }
    let one = Composer.composeOne(update, variant: shown, width: columns, timings: timings)
    if one.lines.count <= rows { return (one, true) }
    let message = TextWidth.fit("Too short: need \(one.lines.count) rows", columns: columns - 1)
    let line = TerminalPicture(
      lines: [message], cursorLine: 0, cursorColumn: TextWidth.columns(in: message))
    return (line, false)
  }

  private func show(_ update: SideBySideUpdate) {
    lastUpdate = update
    let laidOut = Self.layout(
      update, columns: columns, rows: rows, shown: shown, timings: timings)
    oneAtATime = laidOut.oneAtATime
    draw(laidOut.picture)
  }

  /// Follows the terminal to a new size: the variants draw their frames again at the width
  /// that fits, and the next update is laid out for the new size.
  package func resize(toColumns columns: Int) {
    self.columns = columns
    rows = TerminalSize.rows()
    session.visibleCellCount = Self.visibleCellCount(forRows: rows)
    session.resize(toColumns: columns)
  }

  /// Ctrl-T, while one variant is shown at a time: shows the next.
  package func takeKey(_ key: Key) -> Bool {
    guard oneAtATime, key == .control("t"), let lastUpdate else { return false }
    shown = (shown + 1) % lastUpdate.titles.count
    show(lastUpdate)
    return true
  }

  /// What has been typed at every variant's prompt.
  package var typed: String {
    get { session.typed }
    set { session.typed = newValue }
  }

  /// Where the cursor is at every variant's prompt.
  package var cursor: Int {
    get { session.cursor }
    set { session.cursor = newValue }
  }

  /// The first variant's suggestions: every variant is typed into alike.
  package var suggestions: [String] { session.suggestions }

  /// Whether the list is on show, with its selection marked, in every variant.
  package var arrowsMoveSelection: Bool { session.arrowsMoveSelection }

  /// Loads every variant's screen.
  package func start() async {
    await session.start()
  }

  /// Enters a line at every variant's prompt.
  ///
  /// - Returns: `false` when the line asks to quit.
  @discardableResult
  package func submit(_ line: String) -> Bool {
    session.submit(line)
  }

  /// Moves the list's selection in every variant.
  package func moveSelection(by offset: Int) {
    session.moveSelection(by: offset)
  }

  /// Goes back to the list in every variant.
  package func goBack() {
    session.goBack()
  }
}
