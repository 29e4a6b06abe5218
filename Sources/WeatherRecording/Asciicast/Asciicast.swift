import WeatherApp

/// A recording as asciicast v2, the format that asciinema and its converters read: a JSON
/// header line, then one JSON array per event, `[time, code, data]`.
///
/// Every picture is one `"o"` event that draws it in place: the cursor goes home, each line
/// is written over the one before and cleared to its end, everything under the last line is
/// cleared, and the cursor goes to the prompt. A player then shows one screen, not a scroll.
/// A moment's name is an `"m"` event (a marker) at the same time as its picture.
///
/// ```swift
/// let text = Asciicast.encode(recording)  // "{\"version\": 2, …}\n[0.000, \"o\", …]\n…"
/// ```
public enum Asciicast {
  /// The longest pause that a player keeps, in seconds; a longer one is shortened to it.
  public static let idleTimeLimit = 3

  /// The recording as asciicast v2 text, ending in a line break.
  ///
  /// - Parameter recording: The pictures and their times.
  /// - Returns: The same text for the same recording, byte for byte.
  public static func encode(_ recording: Recording) -> String {
    var out =
      "{\"version\": 2, \"width\": \(recording.columns), \"height\": \(recording.rows), "
      + "\"title\": \(json(recording.title)), \"idle_time_limit\": \(idleTimeLimit)}\n"
    for shot in recording.shots {
      let time = seconds(shot.milliseconds)
      out += "[\(time), \"o\", \(json(draw(shot.picture)))]\n"
      if let marker = shot.marker {
        out += "[\(time), \"m\", \(json(marker))]\n"
      }
    }
    return out
  }

  /// The escape sequences that draw a picture over the one before, from the top left.
  package static func draw(_ picture: TerminalPicture) -> String {
    var out = "\u{1B}[H"
    for (index, line) in picture.lines.enumerated() {
      if index > 0 { out += "\r\n" }
      if picture.boldLines.contains(index) {
        out += "\u{1B}[1m" + line + "\u{1B}[0m"
      } else if picture.errorLines.contains(index) {
        out += "\u{1B}[31m" + line + "\u{1B}[0m"
      } else {
        out += line
      }
      out += "\u{1B}[K"
    }
    out += "\u{1B}[J\u{1B}[\(picture.cursorLine + 1);\(picture.cursorColumn + 1)H"
    return out
  }

  /// Milliseconds as seconds with three decimals, such as "12.345": no floating point, so
  /// no rounding that could differ between machines.
  static func seconds(_ milliseconds: Int) -> String {
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything
  /// else as it is (JSON text is UTF-8).
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
