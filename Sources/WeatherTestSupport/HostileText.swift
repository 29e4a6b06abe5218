/// Text that tries to break a terminal screen: escape sequences, controls, bidi overrides,
/// wide and zero-width characters, injections and sheer length.
///
/// Everything is generated deterministically, so a failure names a line that the next run
/// feeds again.
///
/// ```swift
/// for line in HostileText.lines(count: 300) { process.write(line: line) }
/// ```
public enum HostileText {
  /// One sample of each kind of hostile text, none with a line break of its own.
  public static let samples: [String] = [
    "",
    " ",
    "\t \t",
    "\u{00A0}\u{3000}",
    "Paris\u{0}",
    "\u{0}\u{0}\u{0}",
    "\u{1B}[2J\u{1B}[H",
    "\u{1B}[31mRed\u{1B}[0m",
    "\u{1B}[?1049h\u{1B}[?25l",
    "\u{1B}]0;pwned\u{07}",
    "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
    "\u{1B}]52;c;cm0gLXJmIH4=\u{07}",
    "\u{1B}P+q544e\u{1B}\\",
    "\u{1B}_Gf=100;AAAA\u{1B}\\",
    "\u{1B}(0lqqk\u{1B}(B",
    "\u{1B}c",
    "Paris\u{1B}",
    "\u{9B}31mC1\u{9D}0;t\u{9C}",
    "\u{7F}\u{8}\u{8}\u{8}",
    "evil\u{202E}txt.exe",
    "\u{2066}\u{2067}\u{2068}\u{2069}\u{202A}\u{202B}\u{202C}\u{202D}",
    "\u{200E}\u{200F}\u{061C}Cairo",
    "القاهرة",
    "עִבְרִית",
    "東京",
    "서울특별시",
    "😀🌧️⛈",
    "👨‍👩‍👧‍👦🏳️‍🌈",
    "🇫🇷🇺🇸🇯",
    "\u{FE0F}\u{200D}\u{0903}start",
    "end\u{0600}",
    "e\u{301}\u{301}\u{301}\u{301}",
    "Z̷̢̛͓̈́a̸͉̓l̵̰̈g̶̣̾o̴̦͝",
    "\u{200B}\u{2060}\u{FEFF}",
    "\u{AD}soft\u{AD}hyphen",
    "https://evil.example/?q=1&key=x#frag",
    "Richmond&units=M&key=stolen",
    "%00%0A%1B%5B2J",
    "'; DROP TABLE cities; --",
    "\" OR 1=1 --",
    "<script>alert(1)</script>",
    "%s%s%s%n%x",
    "{0}{1}${HOME}$(id)`id`",
    "../../../../etc/passwd",
    "Richmond, VA",
    "sao  PAULO",
    ",,,,,,,,,,,,,,,,",
    "\u{FFFD}\u{FFFF}\u{E000}\u{F8FF}",
    String(repeating: "Llanfairpwllgwyngyll", count: 50),
    String(repeating: "東", count: 5_000),
    String(repeating: "a", count: 100_000),
  ]

  /// Lines that are not valid UTF-8, each with its "\n".
  public static let invalidUTF8Lines: [[UInt8]] = [
    [0xFF, 0x0A],
    [0xC3, 0x28, 0x0A],
    [0x9B, 0x33, 0x31, 0x6D, 0x0A],  // a raw 8-bit CSI
    [0xE2, 0x82, 0x0A],  // a truncated sequence
    [0xED, 0xA0, 0x80, 0x0A],  // an encoded surrogate
    [0xF8, 0x88, 0x80, 0x80, 0x80, 0x0A],  // a five-byte form
    [0xC0, 0xAF, 0x0A],  // an overlong "/"
    Array("Paris".utf8) + [0x1B, 0x9B, 0x32, 0x4A, 0x0A],
  ]

  /// `count` lines: every sample once, then mixes of fragments of them.
  ///
  /// - Parameters:
  ///   - count: How many lines to return.
  ///   - seed: The generator's seed; the same seed gives the same lines.
  /// - Returns: Lines without line breaks; lines carrying one are not possible in plain mode.
  public static func lines(count: Int, seed: UInt64 = 7) -> [String] {
    var generator = SplitMix64(seed: seed)
    var lines = Array(samples.prefix(count))
    // Short samples only in the mixes, so the whole set stays quick to feed.
    let fragments = samples.filter { $0.utf8.count < 200 }
    while lines.count < count {
      var line = ""
      for _ in 0...generator.next(below: 4) {
        let fragment = fragments[generator.next(below: fragments.count)]
        let characters = Array(fragment)
        // A random slice, so that sequences are cut where no parser expects it.
        let start = generator.next(below: characters.count + 1)
        let end = start + generator.next(below: characters.count - start + 1)
        line += String(characters[start..<end])
      }
      lines.append(line)
    }
    return lines
  }
}

/// A tiny, well-known pseudo-random generator, so that generated inputs are the same on
/// every machine and every run.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound`; 0 when `bound` is 0 or less.
  mutating func next(below bound: Int) -> Int {
    bound > 0 ? Int(next() % UInt64(bound)) : 0
  }
}
