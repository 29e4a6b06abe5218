import Foundation
import Observation
import WeatherCore
import WeatherPresentation

/// The weather screen's view model, `@Observable`: it owns the services and the formatters,
/// asks for one report per place, and publishes what the screen shows as plain stored
/// properties: the place's name, the error line, the suggestions, and two child view models
/// made from the report, the current conditions and the days ahead.
///
/// Inputs are named after what happens on the screen (``viewDidLoad()``,
/// ``changeLocation(to:)``); outputs can be read by anyone and set only here. Nothing binds
/// to them: whoever reads one inside `withObservationTracking` (the view layer's display
/// cycle, SwiftUI, UIKit since iOS 26, a test's recorder) hears when it changes. Setting an
/// output to the value it already holds is not a change. The view model does not import the
/// view layer: the icons are published as icon ids, and the controller turns them into
/// pictures.
///
/// The children are `nil` until a place's report has arrived, and again after "Not found" or
/// a failure. While the next place loads, the children of the last one stay, as a screen keeps
/// showing what it has until it has something newer; ``isLoading`` says that it is loading.
///
/// ```swift
/// let viewModel = WeatherViewModel(environment: environment)
/// viewModel.viewDidLoad()
/// withObservationTracking { print(viewModel.locationName) } onChange: { print("changed") }
/// viewModel.changeLocation(to: "Paris")
/// ```
@MainActor
@Observable
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public private(set) var locationName = "Loading…"
  /// The current conditions of the last report, or `nil`.
  public private(set) var currentConditions: CurrentConditionsViewModel?
  /// The days ahead of the last report, or why there are none; `nil` without a report.
  public private(set) var forecast: ForecastViewModel?
  /// Whether a place is being looked up or its report fetched.
  public private(set) var isLoading = true
  /// What went wrong with the last change, or "".
  public private(set) var error = ""
  /// Up to three places that complete the location being typed, best first.
  public private(set) var suggestions: [String] = []

  private let geocoder: GeocoderClient
  private let weatherService: WeatherClient
  private let units: Units
  private let defaultAddress: String
  private let formatters: ScreenFormatters
  private let suggester: PlaceSuggester
  @ObservationIgnored private var lookup: Task<Void, Never>?
  private let opening: Location?

  /// The place on the screen, once the geocoder has found it (or, for a place opened on, once
  /// its weather is being fetched).
  public private(set) var location: Location?

  /// Creates the view model; nothing is looked up until ``viewDidLoad()``.
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
    formatters = ScreenFormatters(units: environment.units)
    suggester = environment.suggester
  }

  /// The screen has loaded: show the place it opens on, or else look up the default address.
  public func viewDidLoad() {
    if let opening {
      open(opening)
    } else {
      changeLocation(to: defaultAddress)
    }
  }

  /// The location being typed changed, key by key: suggest the places that complete it.
  ///
  /// - Parameter text: What has been typed so far.
  public func locationTextChanged(to text: String) {
    suggestions = suggester.suggest(text)
  }

  /// The user asked for the weather somewhere else.
  ///
  /// The text is trimmed and empty text is ignored. A newer change cancels an older one
  /// still in flight, so the latest request wins.
  ///
  /// - Parameter text: What the user typed.
  public func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    startLoading()
    lookup = Task { await self.geocode(address) }
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
    locationName = "Loading…"
    error = ""
    isLoading = true
  }

  private func geocode(_ address: String) async {
    let places: [Location]
    do {
      places = try await geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      locationName = "Lookup failed"
      self.error = "Place lookup unavailable: " + error.serviceMessage
      return
    }
    guard !Task.isCancelled else { return }
    guard let location = places.first else {
      locationName = "Not found"
      clearWeather()
      return
    }
    await found(location)
  }

  private func found(_ location: Location) async {
    locationName = location.name
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
      self.error = "Weather unavailable: " + error.serviceMessage
    }
  }

  /// Publishes a report through the child view models.
  func show(_ report: WeatherReport, at location: Location) {
    let today = LocalDate(report.current.observationTime, in: location.timeZone)
    let current = CurrentConditionsViewModel(report.current, at: location, formatters: formatters)
    let days = ForecastViewModel(report.forecast, after: today, formatters: formatters)
    currentConditions = current
    forecast = days
    isLoading = false
  }

  private func clearWeather() {
    currentConditions = nil
    forecast = nil
    isLoading = false
  }
}
