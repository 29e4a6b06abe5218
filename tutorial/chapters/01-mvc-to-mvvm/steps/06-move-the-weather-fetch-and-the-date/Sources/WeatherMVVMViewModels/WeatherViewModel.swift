import Foundation
import WeatherCore

/// Scaffolding: what the view model still asks of the controller while the controller's work
/// moves across. A view model that calls its controller back is the very coupling MVVM
/// removes, so this protocol shrinks at every step and is deleted once every label is bound.
@MainActor
public protocol WeatherDisplay: AnyObject {
  /// Shows the parts of a report that have no box yet.
  func show(_ report: WeatherReport, at location: Location)
  /// Empties the weather labels that have no box yet.
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
  /// The day of the observation in the place's time zone, such as "Monday, Aug 28".
  public let date = Box("")

  /// The controller, for the work that has not moved here yet.
  public weak var display: (any WeatherDisplay)?

  private let geocoder: GeocoderClient
  private let weatherService: WeatherClient
  private let units: Units
  /// The address shown first; the controller asks for it when its view has loaded.
  public let defaultAddress: String
  private let dateFormatter = DayFormatter()
  private var lookup: Task<Void, Never>?
  private let opening: Location?

  /// The place on the screen, once the geocoder has found it (or, for a place opened on, once
  /// its weather is being fetched).
  public private(set) var location: Location?

  /// Creates the view model; nothing is looked up until the controller asks.
  ///
  /// - Parameter environment: The geocoder, the weather service, the units and the default
  ///   address.
  public convenience init(environment: WeatherEnvironment) {
    self.init(opening: nil, environment: environment)
  }

  /// Creates the view model of a place that is already known, such as a saved place: when the
  /// view has loaded it shows that place and fetches its weather, without geocoding it. Text
  /// typed afterwards is looked up as usual.
  ///
  /// - Parameters:
  ///   - location: The place to show.
  ///   - environment: The geocoder (for text typed later), the weather service and the units.
  public convenience init(location: Location, environment: WeatherEnvironment) {
    self.init(opening: location, environment: environment)
  }

  private init(opening: Location?, environment: WeatherEnvironment) {
    self.opening = opening
    geocoder = environment.geocoder
    weatherService = environment.weather
    units = environment.units
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

  /// Shows the place that the view model was created for, without geocoding it; a view model
  /// created without one shows nothing here, and its controller looks up the default address.
  ///
  /// - Returns: Whether there was a place to show.
  public func openKnownPlace() -> Bool {
    guard let opening else { return false }
    open(opening)
    return true
  }

  // A known place takes a looked-up place's steps without the lookup: "Loading…" at once, then
  // the name and the weather from the task, so that the screen draws the same frames.
  private func open(_ place: Location) {
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
    await fetchReport(for: location)
  }

  private func fetchReport(for location: Location) async {
    do {
      let report = try await weatherService.report(location, units)
      guard !Task.isCancelled else { return }
      show(report, at: location)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      display?.showError("Weather unavailable: " + error.serviceMessage)
    }
  }

  /// Publishes a report through the boxes.
  func show(_ report: WeatherReport, at location: Location) {
    let weather = report.current
    date.value = dateFormatter.string(from: weather.observationTime, in: location.timeZone)
    display?.show(report, at: location)
  }

  private func clearWeather() {
    date.value = ""
    display?.clearWeather()
  }
}
