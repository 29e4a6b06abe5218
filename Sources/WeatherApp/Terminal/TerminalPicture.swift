import WeatherViews

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
