import WeatherApp
import WeatherScreens
import WeatherViews

/// Lays out one update: each variant's frame (or those of a group of them) under a one-line
/// header with its name, side by side when they fit in the width and stacked when they do not,
/// and the status line below.
///
/// A frame is never wrapped or cut: when the frames do not fit next to each other, each gets
/// the whole width. The status is one line when it fits, else one line per part, each cut to
/// the width. No line of the result is empty and none ends in a space.
///
/// ```swift
/// let picture = Composer.compose(update, width: 80, timings: false)
/// print(picture.lines.joined(separator: "\n"))
/// ```
public enum Composer {
  /// The blank columns between two frames side by side.
  public static let gap = 2

  /// Composes an update for a width.
  ///
  /// - Parameters:
  ///   - update: The frames, counts and verdict.
  ///   - group: The variants whose frames to show, for a terminal too short for every frame
  ///     (see ``groupSize(count:in:)``): the status's first line then names them and the key
  ///     that shows the next group. `nil` for every frame.
  ///   - width: The columns available; `nil` for no limit (always side by side).
  ///   - timings: Whether the status shows each variant's time.
  /// - Returns: The lines, with the cursor at the first frame's prompt.
  package static func compose(
    _ update: SideBySideUpdate, showing group: Range<Int>? = nil, width: Int?, timings: Bool
  ) -> TerminalPicture {
    let frameWidth = widestFrame(update)
    let shown = group ?? update.titles.indices
    let panels = shown.map { index in
      Panel(title: update.titles[index], frame: update.frames[index], width: frameWidth)
    }
    let sideBySide =
      width.map { fitsSideBySide(count: panels.count, frameWidth: frameWidth, in: $0) } ?? true
    var picture =
      sideBySide ? besideEachOther(panels) : above(panels)
    var shownNote: String?
    if let group, group != update.titles.indices {
      let names = group.map { update.titles[$0] }.joined(separator: ", ")
      shownNote = "\(names) shown · \(nextGroupKeyName): next"
    }
    picture.lines += statusLines(
      update, width: width ?? .max, timings: timings, leadingWith: shownNote)
    return picture
  }

  /// The key that shows the next group of variants when not every frame fits.
  package static let nextGroupKeyName = "Ctrl-T"

  /// How many frames fit side by side in `width` columns at ``WeatherViews/ScreenView/minimumWidth``
  /// or wider: the size of each group that a terminal too short for every frame shows at once.
  ///
  /// - Parameters:
  ///   - count: How many frames there are.
  ///   - width: The columns available.
  /// - Returns: From 1 to `count`.
  public static func groupSize(count: Int, in width: Int) -> Int {
    let fitting = (width + gap) / (WeatherView.minimumWidth + gap)
    return min(max(fitting, 1), max(count, 1))
  }

  /// The width to draw `count` frames at, so that they fit in `width` columns.
  ///
  /// Frames side by side get an equal share of the width, up to the usual width of a frame,
  /// as long as that share is at least ``WeatherViews/WeatherView/minimumWidth``; otherwise the
  /// frames will be stacked, and each gets the whole width, up to the usual width.
  ///
  /// - Parameters:
  ///   - count: How many frames.
  ///   - width: The columns available; `nil` for no limit.
  /// - Returns: The frame width in columns.
  public static func frameWidth(count: Int, in width: Int?) -> Int {
    guard let width else { return WeatherView.defaultWidth }
    let share = (width - max(count - 1, 0) * gap) / max(count, 1)
    if share >= WeatherView.minimumWidth { return min(WeatherView.defaultWidth, share) }
    return max(WeatherView.minimumWidth, min(WeatherView.defaultWidth, width))
  }

  /// Whether `count` frames of `frameWidth` columns, with their gaps, fit in `width`.
  public static func fitsSideBySide(count: Int, frameWidth: Int, in width: Int) -> Bool {
    count * frameWidth + max(count - 1, 0) * gap <= width
  }

  /// The status under the frames: the verdict, then what each variant did.
  ///
  /// - Parameters:
  ///   - update: The update.
  ///   - width: The columns available.
  ///   - timings: Whether to show each variant's time.
  ///   - note: What comes before the verdict, on its line, such as which variants are shown.
  /// - Returns: One line when it fits in `width`, else one line per part.
  public static func statusLines(
    _ update: SideBySideUpdate, width: Int, timings: Bool, leadingWith note: String? = nil
  ) -> [String] {
    var parts = [(note.map { $0 + " · " } ?? "") + update.verdict.description]
    for index in update.titles.indices {
      parts.append(
        update.titles[index] + ": "
          + update.counts[index].describe(update.counters[index], timings: timings))
    }
    let line = parts.joined(separator: " · ")
    if TextWidth.columns(in: line) <= width { return [line] }
    return parts.map { TextWidth.fit($0, columns: width) }
  }

  /// The width of the widest frame of an update; a frame's usual width when there is none.
  private static func widestFrame(_ update: SideBySideUpdate) -> Int {
    update.frames.compactMap { $0?.lines.first }.map(TextWidth.columns(in:)).max()
      ?? WeatherView.defaultWidth
  }

  /// One variant's header and frame, or a note when it drew none.
  private struct Panel {
    var header: String
    var lines: [String]
    var frame: Frame?

    init(title: String, frame: Frame?, width: Int) {
      let fitted = TextWidth.fit(title, columns: width)
      let indent = (width - TextWidth.columns(in: fitted)) / 2
      header = String(repeating: " ", count: indent) + fitted
      self.frame = frame
      lines = frame?.lines ?? ["(no frame)"]
    }
  }

  private static func besideEachOther(_ panels: [Panel]) -> TerminalPicture {
    let width =
      panels.compactMap { $0.frame?.lines.first }.map(TextWidth.columns(in:)).max()
      ?? WeatherView.defaultWidth
    let columns = panels.map { [$0.header] + $0.lines }
    let height = columns.map(\.count).max() ?? 0
    let separator = String(repeating: " ", count: gap)
    let lines = (0..<height).map { row in
      trimmed(
        columns.map {
          row < $0.count
            ? TextWidth.pad($0[row], columns: width) : String(repeating: " ", count: width)
        }
        .joined(separator: separator))
    }
    let frames = panels.compactMap(\.frame)
    let first = frames.first
    return TerminalPicture(
      lines: lines, cursorLine: 1 + (first?.promptLine ?? 0),
      cursorColumn: first?.promptColumn ?? 0, boldLines: [2],
      errorLines: Set(frames.compactMap { $0.errorLine.map { $0 + 1 } }))
  }

  private static func above(_ panels: [Panel]) -> TerminalPicture {
    var picture = TerminalPicture(lines: [], cursorLine: 0, cursorColumn: 0)
    var cursorSet = false
    for panel in panels {
      let top = picture.lines.count + 1
      picture.lines.append(trimmed(panel.header))
      picture.lines += panel.lines
      guard let frame = panel.frame else { continue }
      picture.boldLines.insert(top + 1)
      if let error = frame.errorLine { picture.errorLines.insert(top + error) }
      if !cursorSet {
        cursorSet = true
        picture.cursorLine = top + frame.promptLine
        picture.cursorColumn = frame.promptColumn
      }
    }
    return picture
  }

  private static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
