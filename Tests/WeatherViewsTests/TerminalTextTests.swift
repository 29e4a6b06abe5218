import Testing
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// A sanitizer case: what arrives, and what may reach the terminal.
struct SanitizeCase: Sendable, CustomTestStringConvertible {
  var name: String
  var input: String
  var expected: String

  init(_ name: String, _ input: String, _ expected: String) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  var testDescription: String { name }
}

@Suite("Terminal text: escape sequences")
struct EscapeSequenceTests {
  static let cases: [SanitizeCase] = [
    SanitizeCase("CSI colour", "a\u{1B}[31mred\u{1B}[0m", "ared"),
    SanitizeCase("CSI clear and home", "\u{1B}[2J\u{1B}[HParis", "Paris"),
    SanitizeCase("CSI private mode", "\u{1B}[?1049h\u{1B}[?25lx", "x"),
    SanitizeCase("CSI with intermediate", "\u{1B}[1 qx", "x"),
    SanitizeCase("OSC title, BEL", "\u{1B}]0;pwned\u{07}Paris", "Paris"),
    SanitizeCase("OSC title, ST", "\u{1B}]2;pwned\u{1B}\\Paris", "Paris"),
    SanitizeCase(
      "OSC 8 hyperlink", "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    SanitizeCase("OSC 52 clipboard", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}ok", "ok"),
    SanitizeCase("DCS", "\u{1B}Pq#0;2;0;0;0\u{1B}\\x", "x"),
    SanitizeCase("SOS", "\u{1B}Xhidden\u{1B}\\x", "x"),
    SanitizeCase("PM", "\u{1B}^hidden\u{1B}\\x", "x"),
    SanitizeCase("APC", "\u{1B}_Gf=100;AAAA\u{1B}\\x", "x"),
    SanitizeCase("8-bit CSI", "\u{9B}31mred", "red"),
    SanitizeCase("8-bit OSC, 8-bit ST", "\u{9D}0;pwned\u{9C}ok", "ok"),
    SanitizeCase("8-bit OSC, BEL", "\u{9D}0;pwned\u{07}ok", "ok"),
    SanitizeCase("8-bit DCS", "\u{90}data\u{9C}ok", "ok"),
    SanitizeCase("8-bit SOS", "\u{98}data\u{9C}ok", "ok"),
    SanitizeCase("8-bit PM", "\u{9E}data\u{9C}ok", "ok"),
    SanitizeCase("8-bit APC", "\u{9F}data\u{9C}ok", "ok"),
    SanitizeCase("lone 8-bit ST and IND", "a\u{9C}\u{84}b", "ab"),
    SanitizeCase("lone ESC at the end", "Paris\u{1B}", "Paris"),
    SanitizeCase("ESC alone", "\u{1B}", ""),
    SanitizeCase("CSI cut off at the end", "Paris\u{1B}[3", "Paris"),
    SanitizeCase("OSC that never ends", "ok\u{1B}]0;never ends", "ok"),
    SanitizeCase("two-character escape", "\u{1B}cReset\u{1B}7", "Reset"),
    // The cases below failed before the sanitizer followed a terminal's parser state.
    SanitizeCase("nF: line drawing on", "\u{1B}(0lqk\u{1B}(B", "lqk"),
    SanitizeCase("ESC ESC", "\u{1B}\u{1B}[31mx", "x"),
    SanitizeCase("CSI cancelled by ESC", "\u{1B}[1\u{1B}]0;t\u{07}x", "x"),
    SanitizeCase("OSC ended by another escape", "\u{1B}]0;t\u{1B}[31mx", "x"),
    SanitizeCase("nested OSC starts", String(repeating: "\u{1B}]", count: 10_000) + "\u{07}x", "x"),
  ]

  @Test(arguments: cases)
  func dropsTheWholeSequence(_ sample: SanitizeCase) {
    #expect(TerminalText.sanitize(sample.input) == sample.expected)
  }
}

@Suite("Terminal text: controls, spaces and bidi")
struct ControlCharacterTests {
  static let spacing: [UInt32] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
  static let bidi: [UInt32] =
    Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200E, 0x200F, 0x061C]

  @Test func everyOtherC0ControlAndDELVanish() throws {
    let controls = (UInt32(0x00)...0x1F).filter { !Self.spacing.contains($0) && $0 != 0x1B }
    for value in controls + [0x7F] {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(TerminalText.sanitize("a\(scalar)b") == "ab", "U+\(hex(value))")
    }
  }

  @Test(arguments: spacing)
  func tabsAndLineBreaksBecomeOneSpace(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TerminalText.sanitize("a\(scalar)b") == "a b")
  }

  @Test(arguments: bidi)
  func bidiControlsVanish(_ value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TerminalText.sanitize("abc\(scalar)def") == "abcdef")
  }

  @Test func nothingAnyScalarMakesIsAControl() {
    // Every scalar of the BMP and the emoji planes, alone and between letters.
    let values = Array(UInt32(0)...0xFFFF) + Array(0x1F000...0x1FAFF) + [0xE0001, 0x10FFFF]
    var leaks: [String] = []
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "a\(scalar)b\(scalar)"]
      where TerminalText.sanitize(text).unicodeScalars.contains(where: \.isTerminalControl) {
        leaks.append("U+" + hex(value))
      }
    }
    #expect(leaks.isEmpty)
  }

  @Test func printableTextIsKept() {
    for text in ["Richmond, VA", "São Paulo", "東京", "서울", "القاهرة", "👨‍👩‍👧", "e\u{301}", "🇫🇷"] {
      #expect(TerminalText.sanitize(text) == text)
    }
  }

  private func hex(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true)
  }
}

@Suite("Terminal text: widths stay exact")
@MainActor
struct FrameWidthTests {
  @Test func endsThatWouldJoinTheirNeighboursAreDropped() {
    // Measured alone these are one width; after the frame's space or before its padding
    // they would join a neighbour's grapheme cluster and be another.
    #expect(TerminalText.sanitize("\u{FE0F}abc") == "abc")
    #expect(TerminalText.sanitize("\u{200D}\u{0903}abc") == "abc")
    #expect(TerminalText.sanitize("abc\u{0600}") == "abc")
    #expect(TerminalText.sanitize("\u{301}") == "")
  }

  @Test func aVariationSelectorWidensOnlyAnEmoji() {
    #expect(TextWidth.columns(in: "a\u{FE0F}") == 1)
    #expect(TextWidth.columns(in: "\u{2764}\u{FE0F}") == 2)
    #expect(TextWidth.columns(in: "\u{2764}") == 1)
  }

  @Test(arguments: [WeatherView.minimumWidth, WeatherView.defaultWidth, 80])
  func everyLineOfAHostileFrameIsTheFrameWide(width: Int) {
    let labels =
      HostileText.samples + EscapeSequenceTests.cases.map(\.input)
      + ["\u{FE0F}abc", "\u{0903}abc", "abc\u{0600}", "x\u{0D4E}", "東京\u{0600}"]
    for label in labels {
      let view = WeatherView(width: width, scheduler: .manual)
      let current = view.currentConditionsView
      let days = view.forecastView.dayViews
      for target in [
        view.locationLabel, current.dateLabel, current.summaryLabel, current.forecastSummaryLabel,
        current.feelsLikeLabel, current.minMaxLabel, current.windLabel, view.errorLabel,
        days[0].dayLabel, days[0].summaryLabel, days[1].temperatureLabel,
      ] {
        target.text = label
      }
      view.prompt.text = label
      let frame = view.render()
      let widths = frame.lines.map { TextWidth.columns(in: $0) }
      #expect(
        widths.allSatisfy { $0 == width }, "\(label.unicodeScalars.prefix(20).map(\.value))")
      #expect(!frame.text.unicodeScalars.contains { $0 != "\n" && $0.isTerminalControl })
      #expect(frame.promptColumn <= width - 2)
    }
  }
}
