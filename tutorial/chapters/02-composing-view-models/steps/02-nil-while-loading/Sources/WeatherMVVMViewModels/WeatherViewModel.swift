import BoxBinding
import Foundation
import WeatherCore
import WeatherPresentation

/// The weather screen's view model: it owns the services and the formatters, and publishes
/// every piece of text that the screen shows as a `Box`.
///
/// Inputs are named after what happens on the screen (``viewDidLoad()``,
/// ``changeLocation(to:)``); outputs are read-only boxes; `init` only stores the services.
/// The default address is looked up when the view has loaded, not in `init` as in Kodeco's
/// tutorial: the controller binds first, so that the screen draws "Loading…" exactly as the
/// MVC controller's does. The view model does not import the view layer: the icons are
/// published as icon ids, and the controller turns them into pictures.
///
/// ```swift
/// let viewModel = WeatherViewModel(environment: environment)
/// viewModel.locationName.bind { name in print(name) }  // "Loading…"
/// viewModel.viewDidLoad()
/// viewModel.changeLocation(to: "Paris")
/// ```
@MainActor
public final class WeatherViewModel {
  /// The place's name, "Loading…" while the geocoder works, or "Not found".
  public var locationName: ReadOnlyBox<String> { locationNameBox.readOnly }
  /// The current conditions of the last report, or `nil`.
  public var currentConditions: ReadOnlyBox<CurrentConditionsViewModel?> {
    currentConditionsBox.readOnly
  }
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public var summary: ReadOnlyBox<String> { summaryBox.readOnly }
  /// Why the forecast has no days, such as "Forecast unavailable: no days ahead", or "".
  public var forecastMessage: ReadOnlyBox<String> { forecastMessageBox.readOnly }
  /// The forecast's days, first the day after the observation's, such as "Tue 29".
  public var forecastDays: ReadOnlyBox<[String]> { forecastDaysBox.readOnly }
  /// The Weatherbit icon id of each day's condition, such as "r01d".
  public var forecastIcons: ReadOnlyBox<[String]> { forecastIconsBox.readOnly }
  /// Each day's condition in a few words, such as "Light rain".
  public var forecastSummaries: ReadOnlyBox<[String]> { forecastSummariesBox.readOnly }
  /// Each day's low and high, such as "61℉ / 76℉".
  public var forecastTemperatures: ReadOnlyBox<[String]> { forecastTemperaturesBox.readOnly }
  /// Whether a place is being looked up or its report fetched.
  public var isLoading: ReadOnlyBox<Bool> { isLoadingBox.readOnly }
  /// What went wrong with the last change, or "".
  public var error: ReadOnlyBox<String> { errorBox.readOnly }
  /// Up to three places that complete the location being typed, best first.
  public var suggestions: ReadOnlyBox<[String]> { suggestionsBox.readOnly }

  // The outputs themselves, which only the view model sets.
  private let locationNameBox = Box("Loading…")
  private let currentConditionsBox = Box<CurrentConditionsViewModel?>(nil)
  private let summaryBox = Box("")
  private let forecastMessageBox = Box("")
  private let forecastDaysBox = Box<[String]>([])
  private let forecastIconsBox = Box<[String]>([])
  private let forecastSummariesBox = Box<[String]>([])
  private let forecastTemperaturesBox = Box<[String]>([])
  private let isLoadingBox = Box(true)
  private let errorBox = Box("")
  private let suggestionsBox = Box<[String]>([])

  private let geocoder: GeocoderClient
  private let weatherService: WeatherClient
  private let units: Units
  private let defaultAddress: String
  private let formatters: ScreenFormatters
  private let suggester: PlaceSuggester
  private var lookup: Task<Void, Never>?
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
    locationNameBox.value = "Loading…"
    errorBox.value = ""
    isLoadingBox.value = true
  }

  private func geocode(_ address: String) async {
    let places: [Location]
    do {
      places = try await geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      locationNameBox.value = "Lookup failed"
      self.errorBox.value = "Place lookup unavailable: " + error.serviceMessage
      return
    }
    guard !Task.isCancelled else { return }
    guard let location = places.first else {
      locationNameBox.value = "Not found"
      clearWeather()
      return
    }
    await found(location)
  }

  private func found(_ location: Location) async {
    locationNameBox.value = location.name
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
      self.errorBox.value = "Weather unavailable: " + error.serviceMessage
    }
  }

  /// Publishes a report through the boxes.
  func show(_ report: WeatherReport, at location: Location) {
    let today = LocalDate(report.current.observationTime, in: location.timeZone)
    let current = CurrentConditionsViewModel(report.current, at: location, formatters: formatters)
    currentConditionsBox.value = current
    summaryBox.value = current.summary
    showForecast(report.forecast, after: today)
    isLoadingBox.value = false
  }

  // The days after the observation's, a column of text a box, or one line that says why there
  // are none. The screen has a row for each of five days.
  private func showForecast(
    _ forecast: Result<[DailyForecast], ServiceError>, after today: LocalDate
  ) {
    var days: [DailyForecast] = []
    var message = ""
    switch forecast {
    case .success(let all):
      days = Array(all.filter { $0.date > today }.prefix(5))
      if days.isEmpty { message = "Forecast unavailable: no days ahead" }
    case .failure(let error):
      message = "Forecast unavailable: " + error.message
    }
    forecastMessageBox.value = message
    forecastDaysBox.value = days.map { formatters.shortDay.string(from: $0.date) }
    forecastIconsBox.value = days.map(\.condition.iconID)
    forecastSummariesBox.value = days.map(\.condition.description)
    forecastTemperaturesBox.value = days.map { day in
      let low = formatters.temperature.string(from: day.low)
      return "\(low) / \(formatters.temperature.string(from: day.high))"
    }
  }

  private func clearWeather() {
    currentConditionsBox.value = nil
    summaryBox.value = ""
    forecastMessageBox.value = ""
    forecastDaysBox.value = []
    forecastIconsBox.value = []
    forecastSummariesBox.value = []
    forecastTemperaturesBox.value = []
    isLoadingBox.value = false
  }
}
