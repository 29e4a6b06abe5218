import WeatherScreens
import WeatherViews

/// The ANSI text that draws pictures in place: each picture erases the one drawn before it,
/// and the cursor is left where the picture says.
///
/// It only makes text; the caller writes it to the terminal.
///
/// ```swift
/// var canvas = TerminalCanvas(colour: false, columns: 80)
/// StandardStream.output.write(canvas.draw(picture))
/// ```
struct TerminalCanvas {
  /// The narrowest terminal that gets a picture; narrower, one line asks for more.
  static let minimumColumns = WeatherView.minimumWidth

  /// Whether bold and red lines are styled.
  let colour: Bool
  /// The terminal's width.
  var columns: Int
  private var cursorLine: Int?
  private var lineCount = 0

  /// Creates a canvas on which nothing is drawn yet.
  init(colour: Bool, columns: Int) {
    self.colour = colour
    self.columns = columns
  }

  /// Erases the last picture and draws `picture`, or a line asking for a wider terminal.
  mutating func draw(_ picture: TerminalPicture) -> String {
    guard columns >= Self.minimumColumns else { return drawTooNarrow() }
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
    return out
  }

  /// Clears the whole screen, as after a resize, when the terminal may have re-wrapped the
  /// lines drawn last; the next picture starts at the top.
  mutating func clear() -> String {
    cursorLine = nil
    return "\u{1B}[H\u{1B}[2J"
  }

  /// Moves the cursor to a new line under the last picture, for the shell that comes next.
  func leave() -> String {
    guard let cursorLine else { return "" }
    let down = lineCount - 1 - cursorLine
    return (down > 0 ? "\u{1B}[\(down)B" : "") + "\r\n"
  }

  /// Moves to the top of what was drawn last and erases from there down.
  private func eraseCurrent() -> String {
    guard let cursorLine else { return "" }
    return "\r" + (cursorLine > 0 ? "\u{1B}[\(cursorLine)A" : "") + "\u{1B}[J"
  }

  private mutating func drawTooNarrow() -> String {
    let message = TextWidth.fit(
      "Too narrow: need \(Self.minimumColumns) cols", columns: columns - 1)
    let out = eraseCurrent() + message
    cursorLine = 0
    lineCount = 1
    return out
  }
}
