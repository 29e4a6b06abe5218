/// Makes text from outside safe to put on a terminal.
///
/// Place names come from geocoders and descriptions from weather APIs; the user types the
/// rest. Any of it could carry an escape sequence that moves the cursor, retitles the window
/// (OSC) or reorders the line (bidi overrides), so everything is cleaned before it is drawn.
///
/// ```swift
/// TerminalText.sanitize("Paris\u{1B}[2J")        // "Paris"
/// TerminalText.sanitize("evil\u{202E}txt.exe")  // "eviltxt.exe"
/// ```
public enum TerminalText {
  /// Removes escape sequences, control characters and bidi controls from text.
  ///
  /// Tabs and line breaks become single spaces, so that text stays on its line. A CSI,
  /// OSC, DCS, SOS, PM or APC sequence is dropped whole, with its parameters, whether it
  /// starts with ESC or with its 8-bit C1 form.
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: Text that holds no byte a terminal would act on.
  public static func sanitize(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      switch scalar.value {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        output.append(" ")
      case 0x1B:
        guard let next = pending else { break }
        pending = scalars.next()
        skipSequence(introducer: next.value, from: &scalars, pending: &pending)
      case 0x9B:
        skipSequence(introducer: 0x5B, from: &scalars, pending: &pending)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        skipString(from: &scalars, pending: &pending)
      case 0x00...0x1F, 0x7F...0x9F:
        break
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFF9...0xFFFB:
        break
      default:
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Skips what follows an ESC: a CSI's parameters, a control string, or one character.
  private static func skipSequence(
    introducer: UInt32, from scalars: inout String.UnicodeScalarView.Iterator,
    pending: inout Unicode.Scalar?
  ) {
    switch introducer {
    case 0x5B:  // "[": parameters and intermediates end at a final byte 0x40...0x7E.
      while let scalar = pending {
        pending = scalars.next()
        // Anything outside the parameter and intermediate range ends it; a malformed
        // sequence loses the character that broke it, which is never a printable one.
        if !(0x20...0x3F).contains(scalar.value) { return }
      }
    case 0x50, 0x58, 0x5D, 0x5E, 0x5F:  // DCS, SOS, OSC, PM, APC carry a string.
      skipString(from: &scalars, pending: &pending)
    default:
      return
    }
  }

  /// Skips a control string up to BEL, ST (ESC \) or the 8-bit ST.
  private static func skipString(
    from scalars: inout String.UnicodeScalarView.Iterator, pending: inout Unicode.Scalar?
  ) {
    while let scalar = pending {
      pending = scalars.next()
      switch scalar.value {
      case 0x07, 0x9C: return
      case 0x1B:
        if pending?.value == 0x5C { pending = scalars.next() }
        return
      default: continue
      }
    }
  }
}
