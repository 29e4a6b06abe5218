/// Measures and fits text in terminal columns.
///
/// A terminal gives East Asian wide characters and emoji two columns, combining marks none,
/// so `String.count` is the wrong measure for a frame that must stay aligned.
///
/// ```swift
/// TextWidth.columns(in: "東京, Japan")  // 11
/// TextWidth.fit("Llanfairpwllgwyngyll", columns: 8)  // "Llanfai…"
/// ```
public enum TextWidth {
  /// The number of terminal columns that a string takes.
  ///
  /// - Parameter text: Text with no control characters (sanitize it first).
  /// - Returns: The sum of the widths of its grapheme clusters.
  public static func columns(in text: String) -> Int {
    // Splitting text into grapheme clusters is most of what measuring costs, and most text on
    // the screen is made of scalars that are each one column and a cluster of their own next to
    // one another (`isNarrowAlone`). Those are counted as they come. From the first scalar
    // that is not, the rest is measured cluster by cluster, starting one scalar back: a mark or
    // a joiner joins the cluster of the scalar before it.
    let scalars = text.unicodeScalars
    var total = 0
    var lastCounted: String.UnicodeScalarView.Index?
    var index = scalars.startIndex
    while index < scalars.endIndex, isNarrowAlone(scalars[index]) {
      total += 1
      lastCounted = index
      index = scalars.index(after: index)
    }
    if index == scalars.endIndex { return total }
    var rest = scalars.startIndex
    if let lastCounted {
      total -= 1
      rest = lastCounted
    }
    for character in text[rest...] { total += columns(of: character) }
    return total
  }

  /// Whether a scalar is drawn in one column and, next to any other scalar of which this is
  /// true, is a grapheme cluster of its own. The ranges hold printable ASCII, Latin letters,
  /// and the punctuation, letterlike symbols, arrows and box drawing that the screens show; all
  /// of them break clusters on both sides under Unicode's rules (none is a mark, a joiner, a
  /// control, a Hangul jamo or a regional indicator), which the tests check scalar by scalar.
  static func isNarrowAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA1...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E,
      0x2100...0x214F, 0x2190...0x21FF, 0x2500...0x259F:
      true
    default:
      false
    }
  }

  // Measured one grapheme cluster at a time, with no shortcut: what `columns(in:)` must always
  // agree with (the fuzzer and the tests hold it to that).
  static func columnsByCluster(in text: String) -> Int {
    var total = 0
    for character in text { total += columns(of: character) }
    return total
  }

  /// The number of terminal columns that one grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: 2 for wide characters and emoji, 0 for marks and format characters, else 1.
  public static func columns(of character: Character) -> Int {
    if character.isASCII {
      return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F ? 1 : 0 } ?? 1
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // A variation selector 16 asks for the emoji presentation, which terminals draw wide; it
    // means nothing after a character that has no emoji form ("a\u{FE0F}" stays narrow).
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }))
    {
      return 2
    }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }

  /// Cuts text to at most `columns` terminal columns, ending it with "…" when it was cut.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - columns: The room available; 0 or less yields "".
  /// - Returns: The text itself when it fits, else its longest prefix that fits with "…".
  public static func fit(_ text: String, columns limit: Int) -> String {
    guard limit > 0 else { return "" }
    if columns(in: text) <= limit { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = columns(of: character)
      if used + width > limit - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// Cuts text to at most `columns` terminal columns by dropping its start, marked with "…",
  /// so that the end of what is being typed stays in view.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - columns: The room available; 0 or less yields "".
  /// - Returns: The text itself when it fits, else "…" and its longest suffix that fits.
  public static func fitTail(_ text: String, columns limit: Int) -> String {
    guard limit > 0 else { return "" }
    if columns(in: text) <= limit { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = columns(of: character)
      if used + width > limit - 1 { break }
      kept.append(character)
      used += width
    }
    return "…" + String(kept.reversed())
  }

  /// Fits text to exactly `columns` terminal columns: cut with "…", or padded with spaces.
  ///
  /// - Parameters:
  ///   - text: The text to fit.
  ///   - columns: The exact width wanted.
  /// - Returns: Text that is exactly `columns` wide.
  public static func pad(_ text: String, columns limit: Int) -> String {
    let fitted = fit(text, columns: limit)
    let missing = limit - columns(in: fitted)
    return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
  }

  /// Breaks text into lines of at most `columns` terminal columns, at spaces where it can and
  /// inside a word where a word alone is too wide, keeping at most `maximumLines` lines; when
  /// text remains after the last one, that line ends with "…".
  ///
  /// ```swift
  /// TextWidth.wrap("server error (HTTP 503); try again later", columns: 20, maximumLines: 3)
  /// // ["server error (HTTP", "503); try again", "later"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: Text with no control characters (sanitize it first).
  ///   - columns: The width of a line; 0 or less yields no lines.
  ///   - maximumLines: The most lines to return; 0 or less yields no lines.
  /// - Returns: The lines, none wider than `columns`; one empty line for empty text.
  public static func wrap(_ text: String, columns limit: Int, maximumLines: Int) -> [String] {
    guard limit > 0, maximumLines > 0 else { return [] }
    var lines: [String] = []
    var rest = Substring(text)
    while lines.count < maximumLines {
      if columns(in: String(rest)) <= limit {
        lines.append(String(rest))
        return lines
      }
      if lines.count == maximumLines - 1 {
        lines.append(fit(String(rest), columns: limit))
        return lines
      }
      // The longest prefix that fits, then back to the last space in it, if there is one.
      var end = rest.startIndex
      var used = 0
      while end < rest.endIndex, used + columns(of: rest[end]) <= limit {
        used += columns(of: rest[end])
        end = rest.index(after: end)
      }
      if end == rest.startIndex { end = rest.index(after: end) }  // Wider than the line.
      var breakAt = end
      if rest[end...].first != " ", let space = rest[..<end].lastIndex(of: " "),
        space > rest.startIndex
      {
        breakAt = space
      }
      var line = rest[..<breakAt]
      while line.last == " " { line = line.dropLast() }
      lines.append(String(line))
      rest = rest[breakAt...].drop { $0 == " " }
      if rest.isEmpty { return lines }
    }
    return lines
  }

  /// East Asian Wide and Fullwidth blocks, plus the pictographs that terminals draw wide.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
