import WeatherCore

/// What the app asks of a weather screen's controller, whichever variant it is: the place it
/// shows, so that `:save` can add it to the saved places.
///
/// ```swift
/// if let place = (controller as? any LocationShowing)?.shownLocation { list.addPlace(place) }
/// ```
@MainActor
public protocol LocationShowing: AnyObject {
  /// The place on the screen, once the geocoder has found it; `nil` while looking up and when
  /// nothing was found.
  var shownLocation: Location? { get }
}

/// What the app asks of a saved-places screen's controller, whichever variant it is.
///
/// The app reads commands (`:open N`, `:remove N`, a bare number) and calls these; text that
/// is not a command reaches the controller through its prompt, as a place to add.
///
/// ```swift
/// list.openPlace(number: 2)
/// ```
@MainActor
public protocol LocationsScreen: AnyObject {
  /// Opens place `number` (counted from 1) on the weather screen, or says there is none.
  func openPlace(number: Int)
  /// Removes place `number` (counted from 1) and saves the list, or says there is none.
  func removePlace(number: Int)
  /// Appends a place that is already geocoded, unless it is in the list; saves the list.
  func addPlace(_ location: Location)
}
