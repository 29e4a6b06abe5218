import BoxBinding
import Foundation
import WeatherCore

/// One saved place's cell: it owns the place and publishes every piece of text the cell shows
/// through boxes.
///
/// ```swift
/// let cell = LocationCellViewModel(location: paris, environment: environment)
/// cell.name.bind { print($0) }  // "Paris"
/// ```
@MainActor
public final class LocationCellViewModel {
  /// The place this cell shows.
  public let location: Location
  /// The place's own name, such as "Richmond".
  public var name: ReadOnlyBox<String> { nameBox.readOnly }
  /// The state for US places, the country elsewhere, such as "VA" or "France".
  public var region: ReadOnlyBox<String> { regionBox.readOnly }

  // The outputs themselves, which only the view model sets.
  private let nameBox: Box<String>
  private let regionBox: Box<String>

  /// Creates the cell's view model.
  ///
  /// - Parameters:
  ///   - location: The place.
  ///   - environment: The weather service and the units, for the weather that the next step
  ///     loads.
  public init(location: Location, environment: WeatherEnvironment) {
    self.location = location
    nameBox = Box(location.placeName)
    regionBox = Box(location.displayRegion)
  }
}
