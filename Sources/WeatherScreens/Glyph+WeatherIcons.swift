import WeatherViews

/// The weather conditions drawn in one column, for a row of a forecast: looked up by Weatherbit
/// icon id, as images are, and by the same condition families. Every glyph is a character that
/// terminals draw one column wide: none has an emoji presentation of its own.
///
/// ```swift
/// Glyph(named: "r01d")?.text  // "☂"
/// ```
extension Glyph {
  /// Finds the glyph for a Weatherbit icon id; unknown ids get "?".
  ///
  /// - Parameter name: An icon id such as "c01d" or "r02n"; "" means no glyph.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: name, text: Glyph.character(for: name))
  }

  private static func character(for name: String) -> String {
    let night = name.hasSuffix("n")
    switch String(name.prefix(3)) {
    case "c01": return night ? "☾" : "☼"
    case "c02": return "◐"
    case "c03", "c04": return "☁"
    case "a01", "a02", "a03", "a04", "a05", "a06": return "≡"
    case "d01", "d02", "d03", "r01", "r02", "r03", "r04", "r05", "r06", "u00", "f01": return "☂"
    case "s01", "s02", "s03", "s04", "s05", "s06": return "❄"
    case "t01", "t02", "t03", "t04", "t05": return "ϟ"
    default: return "?"
    }
  }
}
