import Foundation
import WeatherCore

/// Scaffolding: what the view model still asks of the controller while the controller's work
/// moves across. A view model that calls its controller back is the very coupling MVVM
/// removes, so this protocol shrinks at every step and is deleted once every label is bound.
@MainActor
public protocol WeatherDisplay: AnyObject {
  /// Fetches and shows the report for a place that the geocoder found.
  func fetchReport(for location: Location) async
  /// Empties the weather labels.
  func clearWeather()
  /// Shows what went wrong on the error line.
  func showError(_ message: String)
}

/// The weather screen's view model, while the refactoring is under way: it takes over the
/// controller's work one piece at a time and publishes each piece of text as a `Box`.
///
/// ```swift
/// let viewModel = WeatherViewModel(environment: environment)
/// viewModel.locationName.bind { name in print(name) }  // "Loading…"
/// ```
@MainActor
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public let locationName = Box("Loading…")

  /// The controller, for the work that has not moved here yet.
  public weak var display: (any WeatherDisplay)?

  /// The address shown first; the controller asks for it when its view has loaded.
  public let defaultAddress: String

  /// The place on the screen, once the geocoder has found it (or, for a place opened on, once
  /// its weather is being fetched).
  public var location: Location?

  /// Creates the view model; nothing is looked up until the controller asks.
  ///
  /// - Parameter environment: The default address; the controller still uses the rest.
  public init(environment: WeatherEnvironment) {
    defaultAddress = environment.defaultAddress
  }
}
