/// A condition or a sign drawn in one terminal column, where the five-line ``Image`` does not
/// fit. Like images, glyphs are the app's: the weather screens find theirs by icon id with
/// `Glyph(named:)`.
///
/// ```swift
/// Glyph(name: "sun", text: "☼").text  // "☼"
/// ```
public struct Glyph: Sendable, Hashable {
  /// The name that the glyph was made under, such as an icon id.
  public let name: String
  /// The glyph, one column wide.
  public let text: String

  /// Makes a glyph; `text` must be one character that terminals draw one column wide.
  ///
  /// - Parameters:
  ///   - name: The name the glyph goes by.
  ///   - text: The character.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}

/// Shows a ``Glyph``, as ``ImageView`` shows an ``Image``.
///
/// ```swift
/// let glyphView = GlyphView()
/// glyphView.glyph = Glyph(name: "cloud", text: "☁")
/// ```
@MainActor
public final class GlyphView: View {
  /// The glyph shown, or nothing.
  public var glyph: Glyph? {
    didSet {
      let changed = glyph != oldValue
      countWrite()
      if changed { setNeedsDisplay() }
    }
  }
}
