/// The words that the two screens show whichever variant draws them, each said in one place:
/// the retained views and the declared screens both take them from here.
///
/// ```swift
/// ScreenWording.placeCount(shown: 0..<5, of: 12)  // "1–5 of 12"
/// ```
public enum ScreenWording {
  /// The weather screen's prompt.
  public static let weatherPrompt = "Change location ›"
  /// The saved places' prompt.
  public static let placesPrompt = "Add place, or number to open ›"
  /// The saved places' title.
  public static let placesTitle = "Locations"
  /// What the saved places show while there are none.
  public static let noPlaces = "No places yet: type one to add it."
  /// What a place's weather shows while it loads.
  public static let forecastLoading = "Loading…"

  /// The line under the days when they are fewer than the rows, as when a provider's forecast
  /// covers fewer whole days than the others' (OpenWeather's free one covers four): it says
  /// that the forecast ends there, not that the rows below it failed to load.
  ///
  /// - Parameter days: The days shown, fewer than the rows.
  /// - Returns: Such as "Only 4 whole days in this forecast".
  public static func shortForecast(days: Int) -> String {
    "Only \(days) whole \(days == 1 ? "day" : "days") in this forecast"
  }

  /// The list title's count: every place, or the window of places in view.
  ///
  /// - Parameters:
  ///   - shown: The indexes of the places in view.
  ///   - count: How many places there are.
  /// - Returns: Such as "1 place", "3 places" or "1–5 of 12".
  public static func placeCount(shown: Range<Int>, of count: Int) -> String {
    shown.count == count
      ? (count == 1 ? "1 place" : "\(count) places")
      : "\(shown.lowerBound + 1)–\(shown.upperBound) of \(count)"
  }

  /// What a place's row starts with: "›" on the selected one, then its number, right-aligned in
  /// two columns, then two blanks.
  ///
  /// - Parameters:
  ///   - number: The place's number, counted from 1.
  ///   - selected: Whether the selection is shown on this place.
  /// - Returns: Such as "› 1  " or "  12  ".
  public static func rowPrefix(number: Int, selected: Bool) -> String {
    let digits = String(number)
    return (selected ? "›" : " ") + String(repeating: " ", count: max(0, 2 - digits.count))
      + digits + "  "
  }
}
