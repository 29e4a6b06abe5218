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
  /// starts with ESC or with its 8-bit C1 form; so are two-character escapes ("ESC c") and
  /// nF escapes ("ESC ( 0"). A string that never ends drops the rest of the text, as a
  /// terminal would swallow it.
  ///
  /// The result also starts with no scalar that would join the character before it (a
  /// combining or spacing mark, U+200D, U+FE0F) and ends with none that would join the one
  /// after it (U+0600), so its width in columns is the same alone and inside a line.
  ///
  /// - Parameter text: Untrusted text.
  /// - Returns: Text that holds no byte a terminal would act on.
  public static func sanitize(_ text: String) -> String {
    // Native strings are read as the bytes they keep, which is several times cheaper than
    // the view's iterator; a bridged string, which keeps none, takes the iterator.
    let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
    if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPrintable) })
      ?? text.utf8.allSatisfy(isPrintable)
    {
      return text
    }
    // A scalar that stands alone (`TextWidth.isNarrowAlone`) is neither a control, nor part of
    // a sequence, nor a bidi control, nor one that joins a neighbour: text made only of those
    // comes out of the pass below unchanged, so it is returned as it is. Most text that is not
    // ASCII is such text ("41℉ / 55℉").
    if text.unicodeScalars.allSatisfy(TextWidth.isNarrowAlone) { return text }
    return sanitizeScalarByScalar(text)
  }

  // The pass that `sanitize(_:)` makes of text that is not all of scalars that stand alone; the
  // tests hold that it leaves those unchanged, which is what the shortcut relies on.
  static func sanitizeScalarByScalar(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    // One pass, no recursion: a state per place a terminal's parser can be in, so a
    // sequence is dropped where the terminal would end it, and nesting costs no stack.
    var state = State.text
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch state {
      case .text:
        switch value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: output.append(" ")
        case 0x1B: state = .escape
        case 0x9B: state = .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
        case 0x00...0x1F, 0x7F...0x9F: break
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFF9...0xFFFB: break
        default: output.append(scalar)
        }
      case .escape, .controlStringEscape:
        if state == .controlStringEscape && value == 0x5C {  // ST: ESC \ ends the string.
          state = .text
          continue
        }
        state = afterEscape(value)
      case .controlSequence:
        // Parameters and intermediates run on; anything else ends the sequence and is lost
        // with it, as a final byte would be. An ESC cancels it and starts the next one.
        if value == 0x1B {
          state = .escape
        } else if !(0x20...0x3F).contains(value) {
          state = .text
        }
      case .intermediates:
        if value == 0x1B {
          state = .escape
        } else if !(0x20...0x2F).contains(value) {
          state = .text
        }
      case .controlString:
        switch value {
        case 0x07, 0x9C: state = .text
        case 0x1B: state = .controlStringEscape
        default: break
        }
      }
    }
    return String(unfused(output))
  }

  /// Where a terminal's parser is: in text, or inside a sequence that is being dropped.
  private enum State {
    /// Ordinary text, kept unless it is a control.
    case text
    /// Just after ESC.
    case escape
    /// In a CSI's parameters and intermediates.
    case controlSequence
    /// In an nF escape's intermediates, such as "ESC ( 0" (which selects line drawing).
    case intermediates
    /// In the string of a DCS, SOS, OSC, PM or APC.
    case controlString
    /// Just after an ESC inside such a string: a backslash ends it as ST, anything else ends it
    /// and starts a new escape.
    case controlStringEscape
  }

  /// The state after the character that follows an ESC.
  private static func afterEscape(_ value: UInt32) -> State {
    switch value {
    case 0x1B: .escape  // ESC ESC: the second one starts the sequence afresh.
    case 0x5B: .controlSequence  // "["
    case 0x50, 0x58, 0x5D, 0x5E, 0x5F: .controlString  // DCS, SOS, OSC, PM, APC
    case 0x20...0x2F: .intermediates
    default: .text  // A two-character escape such as "ESC c" (reset): both are dropped.
    }
  }

  /// Drops the scalars at either end that would join a neighbour's grapheme cluster.
  ///
  /// A label is measured alone and then drawn after a space and before padding. A leading
  /// mark, joiner or variation selector (U+0903, U+200D, U+FE0F) would fuse with that space,
  /// and a trailing prepended concatenation mark (U+0600) with the padding, so the drawn
  /// line would be a width other than the one measured. Such a scalar has nothing of its own
  /// to attach to at the end of a label, so nothing readable is lost.
  private static func unfused(_ scalars: String.UnicodeScalarView) -> Substring.UnicodeScalarView {
    var start = scalars.startIndex
    while start < scalars.endIndex, (" " + String(scalars[start])).count == 1 {
      start = scalars.index(after: start)
    }
    var end = scalars.endIndex
    while end > start, (String(scalars[scalars.index(before: end)]) + " ").count == 1 {
      end = scalars.index(before: end)
    }
    return scalars[start..<end]
  }
}
