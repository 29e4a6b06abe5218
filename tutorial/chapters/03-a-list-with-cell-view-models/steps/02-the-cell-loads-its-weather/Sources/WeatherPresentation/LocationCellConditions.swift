/// What a saved place's cell shows of its weather, as one value: both view-model variants'
/// cells publish it whole, so that a new report changes the cell's three texts at once.
///
/// ```swift
/// let shown = LocationCellConditions(
///   summary: "Scattered clouds", temperature: "40℉", wind: "Wind 6 mph")
/// ```
public struct LocationCellConditions: Equatable, Sendable {
  /// The condition, such as "Scattered clouds", or a short error.
  public var summary: String
  /// The temperature, such as "40℉".
  public var temperature: String
  /// The wind, such as "Wind 6 mph".
  public var wind: String

  /// Creates what a cell shows; a part left out is empty, as before any weather arrives.
  public init(summary: String = "", temperature: String = "", wind: String = "") {
    self.summary = summary
    self.temperature = temperature
    self.wind = wind
  }
}
