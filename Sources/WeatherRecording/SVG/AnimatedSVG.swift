import WeatherApp
import WeatherViews

/// A recording as an SVG image that plays by itself: no script, no font and no file of its own
/// beyond the one image.
///
/// Every picture is drawn once, one under the other, in a strip; a CSS animation moves the strip
/// up by one picture's height at each picture's time, with `steps(1, end)` so that it jumps and
/// never slides. The view shows one picture through a clip. Where the reader asks for reduced
/// motion, and where a viewer runs no CSS animation (GitHub's mobile app, for one), the strip
/// stands still at the last picture.
///
/// - A line is cut into pieces at each run of two or more spaces, and each piece, with its
///   style, is defined once under `<defs>` and placed with `<use>`: the two variants' frames,
///   and most lines from one picture to the next, share their pieces.
/// - Every character has an x position of its own, its cell's, so that a fallback font's wider
///   ℉, ☼ or ◐ cannot push the cells after it out of line with the lines above and below.
/// - Pictures closer together than ``shortestFrameMilliseconds`` keep only the later one, so the
///   frame rate has a cap; the last picture stays for the recording's final pause, then it loops.
///
/// ```swift
/// let svg = AnimatedSVG.render(recording, label: "The weather screen in two variants")
/// ```
public enum AnimatedSVG {
  /// The shortest time a picture is shown; a picture replaced sooner is left out.
  public static let shortestFrameMilliseconds = 100
  /// The largest file that the recordings may make, in bytes.
  public static let sizeLimit = 300 * 1024

  /// The terminal's colours, as a dark terminal shows the program: the text, the background,
  /// and the red of an error line (SGR 31).
  static let foreground = "#d4d4d4"
  static let background = "#1e1e1e"
  static let red = "#f14c4c"

  static let cellWidth = 12
  static let rowHeight = 24
  static let fontSize = 20
  static let baseline = 18
  static let margin = 12

  /// The recording as an SVG document.
  ///
  /// - Parameters:
  ///   - recording: The pictures and their times; one picture makes a still image.
  ///   - label: What the image shows, for those who cannot see it.
  ///   - columns: The screen's width; the recording's own when `nil`.
  ///   - rows: The screen's height; the recording's own when `nil`.
  /// - Returns: The same text for the same recording, byte for byte.
  public static func render(
    _ recording: Recording, label: String, columns: Int? = nil, rows: Int? = nil
  ) -> String {
    let shots = capped(recording.shots)
    let width = (columns ?? recording.columns) * cellWidth
    let height = (rows ?? recording.rows) * rowHeight
    var pieces = PieceTable()
    var strip = ""
    for (index, shot) in shots.enumerated() {
      strip += "<g transform=\"translate(0 \(index * height))\">"
      for (row, line) in shot.picture.lines.enumerated() {
        let style =
          shot.picture.boldLines.contains(row)
          ? "b" : shot.picture.errorLines.contains(row) ? "r" : ""
        for (column, text) in Self.pieces(of: line) {
          let id = pieces.id(for: text, style: style)
          strip += "<use href=\"#\(id)\" x=\"\(column * cellWidth)\" y=\"\(row * rowHeight)\"/>"
        }
      }
      let cursor = shot.picture
      strip +=
        "<rect class=\"c\" x=\"\(cursor.cursorColumn * cellWidth)\" y=\"\(cursor.cursorLine * rowHeight)\" width=\"\(cellWidth)\" height=\"\(rowHeight)\"/>"
      strip += "</g>\n"
    }
    let outerWidth = width + 2 * margin
    let outerHeight = height + 2 * margin
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(outerWidth)" height="\(outerHeight)" \
      viewBox="0 0 \(outerWidth) \(outerHeight)" role="img" aria-label="\(escaped(label))">
      <title>\(escaped(label))</title>
      <style>
      text{font-family:"DejaVu Sans Mono",Menlo,Consolas,"Liberation Mono",monospace;\
      font-size:\(fontSize)px;fill:\(foreground)}
      .b{font-weight:bold}.r{fill:\(red)}.c{fill:\(foreground);opacity:.6}

      """
    out += animation(shots, total: recording.durationMilliseconds, height: height)
    out += "</style>\n<defs>\n" + pieces.definitions
    out += """
      <clipPath id="v"><rect width="\(width)" height="\(height)"/></clipPath>
      </defs>
      <rect width="\(outerWidth)" height="\(outerHeight)" rx="6" fill="\(background)"/>
      <g transform="translate(\(margin) \(margin))" clip-path="url(#v)"><g class="s">

      """
    out += strip + "</g></g>\n</svg>\n"
    return out
  }

  /// The shots that are drawn: each shown for at least ``shortestFrameMilliseconds``, and no
  /// two in a row alike.
  static func capped(_ shots: [Recording.Shot]) -> [Recording.Shot] {
    var kept: [Recording.Shot] = []
    for shot in shots {
      if let last = kept.last, last.picture == shot.picture { continue }
      if let last = kept.last,
        shot.milliseconds - last.milliseconds < shortestFrameMilliseconds
      {
        kept[kept.count - 1].picture = shot.picture
        continue
      }
      kept.append(shot)
    }
    return kept
  }

  /// The strip's keyframes: at each shot's share of the whole time, the strip moves up to it.
  private static func animation(_ shots: [Recording.Shot], total: Int, height: Int) -> String {
    guard shots.count > 1, total > 0 else { return "" }
    let last = "transform:translateY(-\((shots.count - 1) * height)px)"
    var frames = ""
    for (index, shot) in shots.enumerated() {
      frames +=
        "\(percent(shot.milliseconds, of: total))%{transform:translateY(-\(index * height)px)}"
    }
    frames += "100%{\(last)}"
    return """
      .s{\(last);animation:p \(Asciicast.seconds(total))s steps(1,end) infinite}
      @keyframes p{\(frames)}
      @media (prefers-reduced-motion:reduce){.s{animation:none}}

      """
  }

  /// `part` as a percentage of `whole` with three decimals, in whole numbers only.
  private static func percent(_ part: Int, of whole: Int) -> String {
    let thousandths = part * 100_000 / whole
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// The line's pieces: runs of text that hold no two spaces in a row, each with its column.
  static func pieces(of line: String) -> [(column: Int, text: String)] {
    var pieces: [(column: Int, text: String)] = []
    var column = 0
    var current = ""
    var start = 0
    var spaces = 0
    for character in line {
      if character == " " {
        spaces += 1
      } else {
        if spaces >= 2 || current.isEmpty {
          if !current.isEmpty { pieces.append((start, current)) }
          current = ""
          start = column
        } else if spaces == 1 {
          current += " "
        }
        spaces = 0
        current.append(character)
      }
      column += TextWidth.columns(of: character)
    }
    if !current.isEmpty { pieces.append((start, current)) }
    return pieces
  }

  /// Every piece defined so far, each once, numbered in order of first use.
  private struct PieceTable {
    private var ids: [String: String] = [:]
    var definitions = ""

    mutating func id(for text: String, style: String) -> String {
      let key = style + "\u{0}" + text
      if let id = ids[key] { return id }
      let id = "p\(ids.count)"
      ids[key] = id
      var xs: [String] = []
      var glyphs = ""
      var column = 0
      for character in text {
        if character != " " {
          xs.append(String(column * cellWidth))
          glyphs.append(character)
        }
        column += TextWidth.columns(of: character)
      }
      let kind = style.isEmpty ? "" : " class=\"\(style)\""
      definitions +=
        "<text id=\"\(id)\"\(kind) x=\"\(xs.joined(separator: " "))\" y=\"\(baseline)\">\(escaped(glyphs))</text>\n"
      return id
    }
  }

  /// Text for XML: its markup characters as entities.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
