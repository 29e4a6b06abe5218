import Foundation
import WeatherCore

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
