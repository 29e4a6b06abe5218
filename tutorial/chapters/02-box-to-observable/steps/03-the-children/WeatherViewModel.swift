import BoxBinding
import Foundation
import Observation
import WeatherCore

/// The weather screen's view model: it owns the services and the formatters, and publishes
/// every piece of text that the screen shows as a stored property, except the error, which is
/// still a `Box`.
///
/// It is `@Observable`: whoever reads a stored property inside `withObservationTracking` hears
/// when it changes. Setting one to the value it already holds is not a change. The box is a
/// constant, which Observation does not track.
///
/// Inputs are named after what happens on the screen (``viewDidLoad()``,
/// ``changeLocation(to:)``); outputs are read-only boxes; `init` only stores the services.
/// The default address is looked up when the view has loaded, not in `init` as in Kodeco's
/// tutorial: the controller binds first, so that the screen draws "Loading…" exactly as the
/// MVC controller's does. The view model does not import the view layer: the icon is
/// published as its icon id, and the controller turns it into an image.
///
/// ```swift
/// let viewModel = WeatherViewModel(environment: environment)
/// viewModel.error.bind { error in print(error) }  // ""
/// viewModel.viewDidLoad()
/// viewModel.changeLocation(to: "Paris")
/// ```
@MainActor
@Observable
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public private(set) var locationName = "Loading…"
  /// The day of the observation in the place's time zone, such as "Monday, Aug 28".
  public private(set) var date = ""
  /// The Weatherbit icon id of the condition, such as "c03d"; "" for none.
  public private(set) var icon = ""
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public private(set) var summary = ""
  /// The forecast summary, such as "Summary: Broken clouds".
  public private(set) var forecastSummary = ""
  /// The apparent temperature, such as "Feels like 70℉".
  public private(set) var feelsLike = ""
  /// The day's range, such as "Min 60℉ · Max 75℉".
  public private(set) var minMax = ""
  /// The wind, such as "Wind 8 mph".
  public private(set) var wind = ""
  /// What went wrong with the last change, or "".
  public var error: ReadOnlyBox<String> { errorBox.readOnly }
  /// Up to three places that complete the location being typed, best first.
  public var suggestions: ReadOnlyBox<[String]> { suggestionsBox.readOnly }

  // The outputs that are still boxes, which only the view model sets.
  private let errorBox = Box("")
  private let suggestionsBox = Box<[String]>([])

  private let geocoder: GeocoderClient
  private let weatherService: WeatherClient
  private let units: Units
  private let defaultAddress: String
  private let dateFormatter = DayFormatter()
  private let temperatureFormatter: TemperatureFormatter
  private let windSpeedFormatter: WindSpeedFormatter
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
    temperatureFormatter = TemperatureFormatter(units: environment.units)
    windSpeedFormatter = WindSpeedFormatter(units: environment.units)
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
    suggestionsBox.value = suggester.suggest(text)
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
    errorBox.value = ""
  }

  private func geocode(_ address: String) async {
    let places: [Location]
    do {
      places = try await geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      locationName = "Lookup failed"
      self.errorBox.value = "Place lookup unavailable: " + describe(error)
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
    await fetchWeather(for: location)
  }

  private func fetchWeather(for location: Location) async {
    do {
      let weather = try await weatherService.current(location, units)
      guard !Task.isCancelled else { return }
      show(weather, at: location)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      self.errorBox.value = "Weather unavailable: " + describe(error)
    }
  }

  /// Publishes a weather result through the outputs; public only to the benchmark, which
  /// times it.
  @_spi(Benchmarking) public func show(_ weather: WeatherData, at location: Location) {
    date = dateFormatter.string(from: weather.observationTime, in: location.timeZone)
    icon = weather.condition.iconID
    let temperature = temperatureFormatter.string(from: weather.temperature)
    summary = "\(weather.condition.description) - \(temperature)"
    forecastSummary = "Summary: \(weather.condition.description)"
    feelsLike = "Feels like \(temperatureFormatter.string(from: weather.feelsLike))"
    let low = temperatureFormatter.string(from: weather.minTemperature)
    let high = temperatureFormatter.string(from: weather.maxTemperature)
    minMax = "Min \(low) · Max \(high)"
    wind = "Wind \(windSpeedFormatter.string(from: weather.windSpeed))"
  }

  private func clearWeather() {
    date = ""
    icon = ""
    summary = ""
    forecastSummary = ""
    feelsLike = ""
    minMax = ""
    wind = ""
  }

  private func describe(_ error: any Error) -> String {
    (error as? ServiceError)?.message ?? "unexpected error"
  }
}
