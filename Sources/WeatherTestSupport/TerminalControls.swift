// Standard library only: scripts/fuzz compiles this file into the fuzz target as well.

extension Unicode.Scalar {
  /// Whether a terminal acts on this scalar rather than drawing it: a C0 control, DEL, a C1
  /// control, or a bidi control that reorders the line.
  ///
  /// The tests' own list, kept apart from the sanitizer's, so that a scalar the sanitizer
  /// forgets is caught rather than agreed with.
  ///
  /// ```swift
  /// #expect(!TerminalText.sanitize(text).unicodeScalars.contains(where: \.isTerminalControl))
  /// ```
  public var isTerminalControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      true
    default:
      false
    }
  }
}
