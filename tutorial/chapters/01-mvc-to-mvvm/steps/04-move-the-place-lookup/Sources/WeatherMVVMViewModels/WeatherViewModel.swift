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
/// viewModel.changeLocation(to: "Paris")
/// ```
@MainActor
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public let locationName = Box("Loading…")

  /// The controller, for the work that has not moved here yet.
  public weak var display: (any WeatherDisplay)?

  private let geocoder: GeocoderClient
  /// The address shown first; the controller asks for it when its view has loaded.
  public let defaultAddress: String
  private var lookup: Task<Void, Never>?

  /// The place on the screen, once the geocoder has found it (or, for a place opened on, once
  /// its weather is being fetched).
  public private(set) var location: Location?

  /// Creates the view model; nothing is looked up until the controller asks.
  ///
  /// - Parameter environment: The geocoder and the default address; the controller still
  ///   uses the rest.
  public init(environment: WeatherEnvironment) {
    geocoder = environment.geocoder
    defaultAddress = environment.defaultAddress
  }

  /// Looks up an address and names the place.
  ///
  /// A newer change cancels an older one still in flight, so the latest request wins.
  ///
  /// - Parameter address: The address, trimmed and not empty: the controller still checks
  ///   what was typed.
  public func changeLocation(to address: String) {
    startLoading()
    lookup = Task { await self.geocode(address) }
  }

  /// Shows a place that is already known, without geocoding it.
  ///
  /// A known place takes a looked-up place's steps without the lookup: "Loading…" at once,
  /// then the name and the weather from the task, so that the screen draws the same frames.
  public func open(_ place: Location) {
    startLoading()
    lookup = Task { await self.found(place) }
  }

  private func startLoading() {
    // The latest request wins: an older lookup still in flight must not overwrite this one.
    lookup?.cancel()
    location = nil
    locationName.value = "Loading…"
  }

  private func geocode(_ address: String) async {
    let places: [Location]
    do {
      places = try await geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      locationName.value = "Lookup failed"
      display?.showError("Place lookup unavailable: " + error.serviceMessage)
      return
    }
    guard !Task.isCancelled else { return }
    guard let location = places.first else {
      locationName.value = "Not found"
      clearWeather()
      return
    }
    await found(location)
  }

  private func found(_ location: Location) async {
    locationName.value = location.name
    self.location = location
    await display?.fetchReport(for: location)
  }

  private func clearWeather() {
    display?.clearWeather()
  }
}
