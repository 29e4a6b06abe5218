/// Turns typed text into the search keys that `scripts/generate-cities` wrote into the
/// gazetteer, so that "SÃO  Paulo", "Sao Paulo" and "são-paulo" all meet at "sao paulo".
///
/// The rules mirror `normalize` in the script exactly; the table of non-ASCII characters
/// comes from the resource file itself (its `F` lines), so the two sides cannot drift:
/// - ASCII letters and digits are kept, lowercased;
/// - apostrophes and full stops vanish ("O'Fallon" → "ofallon", "D.C." → "dc");
/// - every other ASCII character, including control characters, separates words;
/// - a non-ASCII character becomes its folded text from the table ("ã" → "a", "ß" → "ss");
///   one missing from the table is kept, unless it is punctuation, a symbol, a separator
///   or a control character, which separates words (the script never writes those);
/// - runs of separators collapse into one space, and leading and trailing ones go;
/// - a whole word that the word table abbreviates is written out ("st" → "saint").
struct SearchKeyFolding: Sendable {
  /// The folded UTF-8 text of each non-ASCII scalar that does not fold to itself.
  private let table: [UInt32: [UInt8]]
  /// Whole words and what they stand for, such as "st" → "saint".
  private let words: [String: String]

  init(table: [UInt32: [UInt8]], words: [String: String] = [:]) {
    self.table = table
    self.words = words
  }

  /// The normalized parts of `text` between its commas, without the empty ones.
  ///
  /// "Richmond,  VA" gives ["richmond", "va"]; ", ," gives [].
  func parts(of text: String) -> [String] {
    var parts: [String] = []
    var current: [UInt8] = []
    var pendingSpace = false
    current.reserveCapacity(32)

    func append(_ byte: UInt8) {
      if byte == UInt8(ascii: " ") {
        pendingSpace = !current.isEmpty
        return
      }
      if pendingSpace {
        current.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      current.append(byte)
    }
    func finishPart() {
      if !current.isEmpty {
        parts.append(expandingWords(String(decoding: current, as: UTF8.self)))
      }
      current.removeAll(keepingCapacity: true)
      pendingSpace = false
    }

    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          append(byte + 32)
        case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."):
          continue
        case UInt8(ascii: ","):
          finishPart()
        default:
          append(UInt8(ascii: " "))
        }
      } else if let folded = table[value] {
        for byte in folded { append(byte) }
      } else if Self.separates(scalar) {
        append(UInt8(ascii: " "))
      } else {
        for byte in String(scalar).utf8 { append(byte) }
      }
    }
    finishPart()
    return parts
  }

  /// The part with each whole word that the word table knows written out.
  private func expandingWords(_ part: String) -> String {
    guard !words.isEmpty else { return part }
    var changed = false
    let expanded = part.split(separator: " ").map { word in
      if let replacement = words[String(word)] {
        changed = true
        return replacement
      }
      return String(word)
    }
    return changed ? expanded.joined(separator: " ") : part
  }

  /// Whether an unknown scalar is punctuation, a symbol, a separator or a control character.
  private static func separates(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      false
    default:
      true
    }
  }
}
