import WeatherApp
import WeatherViews

/// The side-by-side session on a terminal, laid out for the terminal's size and laid out
/// again each time the size changes.
///
/// The frames stand side by side when they fit in the width and are stacked when they do not
/// (see ``Composer``), so no line is wider than the terminal. When that picture is taller than
/// the terminal, the variants are shown a group at a time: as many side by side as fit at
/// ``WeatherViews/ScreenView/minimumWidth`` columns or more (``Composer/groupSize(count:in:)``),
/// every frame at one width, the status naming those shown, and Ctrl-T shows the next group;
/// when even a group is too tall, one line says how many rows it needs.
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
  /// A variant on show when not every frame fits: its group is shown, whatever the size.
  private var shown = 0
  private var lastUpdate: SideBySideUpdate?
  /// The first variant of the group after the one on show, when the variants are shown a group
  /// at a time.
  private var next: Int?
  private var isStarted = false

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

  /// The width that the variants should draw their frames at on a terminal of `columns` ×
  /// `rows`, judged from an update's frames: an equal share of the width when every frame fits
  /// side by side at ``WeatherViews/ScreenView/minimumWidth`` or more, the whole width when
  /// they do not and stacking them fits in the height, and otherwise the share of each group
  /// that ``layout(_:columns:rows:showing:timings:)`` shows at once.
  ///
  /// A narrower frame is never shorter, so the width that this gives for the frames drawn at
  /// it is the same again.
  package static func frameWidth(
    for update: SideBySideUpdate, columns: Int, rows: Int, timings: Bool
  ) -> Int {
    let count = update.titles.count
    let every = Composer.frameWidth(count: count, in: columns)
    if Composer.fitsSideBySide(count: count, frameWidth: every, in: columns) { return every }
    let stacked = Composer.compose(update, width: columns, timings: timings)
    if stacked.lines.count <= rows { return every }
    return Composer.frameWidth(count: Composer.groupSize(count: count, in: columns), in: columns)
  }

  /// The picture for an update on a terminal of `columns` × `rows`: every frame when they fit
  /// in its height, else the group of frames that holds variant `shown` (the groups are
  /// ``Composer/groupSize(count:in:)`` variants each, in order), else one line.
  ///
  /// - Returns: The picture, and the first variant of the next group when it shows a group.
  package static func layout(
    _ update: SideBySideUpdate, columns: Int, rows: Int, showing shown: Int, timings: Bool
  ) -> (picture: TerminalPicture, next: Int?) {
    let every = Composer.compose(update, width: columns, timings: timings)
    if every.lines.count <= rows { return (every, nil) }
    let count = update.titles.count
    let size = Composer.groupSize(count: count, in: columns)
    let groups = stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    var needed = every.lines.count
    if groups.count > 1, let group = groups.first(where: { $0.contains(shown) }) {
      let picture = Composer.compose(update, showing: group, width: columns, timings: timings)
      if picture.lines.count <= rows { return (picture, group.upperBound % count) }
      needed = picture.lines.count
    }
    let message = TextWidth.fit("Too short: need \(needed) rows", columns: columns - 1)
    let line = TerminalPicture(
      lines: [message], cursorLine: 0, cursorColumn: TextWidth.columns(in: message))
    return (line, nil)
  }

  private func show(_ update: SideBySideUpdate) {
    lastUpdate = update
    let width = Self.frameWidth(for: update, columns: columns, rows: rows, timings: timings)
    if width != session.frameWidth {
      // The frames come again at the new width, as the next update, and are drawn then. A
      // resize is an event, which waits until the variants have started (`start()`), so that
      // their first frames pair up.
      if isStarted { session.resize(toFrameWidth: width) }
      return
    }
    let laidOut = Self.layout(
      update, columns: columns, rows: rows, showing: shown, timings: timings)
    next = laidOut.next
    draw(laidOut.picture)
  }

  /// Follows the terminal to a new size: the last update is laid out again for it, and the
  /// variants draw their frames again when the width that fits has changed.
  package func resize(toColumns columns: Int) {
    self.columns = columns
    rows = TerminalSize.rows()
    session.visibleCellCount = Self.visibleCellCount(forRows: rows)
    if let lastUpdate {
      show(lastUpdate)
    } else {
      session.resize(toColumns: columns)
    }
  }

  /// Ctrl-T, while the variants are shown a group at a time: shows the next group.
  package func takeKey(_ key: Key) -> Bool {
    guard let next, key == .control("t"), let lastUpdate else { return false }
    shown = next
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
    isStarted = true
    if let lastUpdate { show(lastUpdate) }
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
