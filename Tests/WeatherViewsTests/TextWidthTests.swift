import Testing

@testable import WeatherViews

@Suite("Text width: the shortcut for scalars that stand alone")
struct TextWidthShortcutTests {
  // Pieces that meet at the edge of an ASCII run: marks and selectors that join the character
  // before them, wide and zero-width characters, emoji sequences, and plain ASCII.
  static let pieces = [
    "a", "Z", " ", "7", "-", "\u{301}", "\u{308}", "\u{FE0F}", "\u{200D}", "東", "京", "…", "℉",
    "👍", "🏽", "°", "―", "’", "™", "↔", "╭", "\u{AD}", "👨‍👩‍👧", "🇫🇷", "\u{200B}", "é", "ñ", "\u{20DD}",
    "क", "\u{94D}", "ष",
  ]

  @Test("measures every text of three pieces after ASCII as cluster by cluster does")
  func shortcutAgreesWithClusters() {
    for first in Self.pieces {
      for second in Self.pieces {
        for third in Self.pieces {
          let text = "ab" + first + second + third
          #expect(
            TextWidth.columns(in: text) == TextWidth.columnsByCluster(in: text),
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
      }
    }
  }

  @Test("takes as standing alone only scalars of one column that no neighbour joins")
  func narrowAloneScalarsStandAlone() {
    var checked = 0
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value), TextWidth.isNarrowAlone(scalar) else { continue }
      let alone = Character(scalar)
      #expect(TextWidth.columns(of: alone) == 1, "U+\(String(value, radix: 16))")
      // A mark or joiner would join "a"; a prepended scalar would join "b".
      #expect(("a" + String(scalar) + "b").count == 3, "U+\(String(value, radix: 16))")
      // Sanitizing returns such text as it is without looking further; the full pass must
      // agree, alone and between neighbours.
      for text in [String(scalar), "a" + String(scalar) + "b"] {
        #expect(
          TerminalText.sanitizeScalarByScalar(text) == text, "U+\(String(value, radix: 16))")
      }
      checked += 1
    }
    #expect(checked > 1_000)
  }

  @Test("counts a mark after ASCII with the letter it joins, not as a column of its own")
  func markJoinsTheLetterBeforeIt() {
    #expect(TextWidth.columns(in: "Cafe\u{301}") == 4)
    #expect(TextWidth.columns(in: "ok 👍🏽") == 5)
    #expect(TextWidth.columns(in: "Broken clouds - 72℉") == 19)
  }
}
