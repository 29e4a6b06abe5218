import BoxBinding
import Foundation
import WeatherCore

/// The weather screen's view model: it owns the services and the formatters, and publishes
/// every piece of text that the screen shows as a `Box`.
///
/// Inputs are named after what happens on the screen (``viewDidLoad()``,
/// ``changeLocation(to:)``); outputs are boxes; `init` only stores the services.
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
  public let locationName = Box("Loading…")
  /// The day of the observation in the place's time zone, such as "Monday, Aug 28".
  public let date = Box("")
  /// The Weatherbit icon id of the condition, such as "c03d"; "" for none.
  public let icon = Box("")
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public let summary = Box("")
  /// The forecast summary, such as "Summary: Broken clouds".
  public let forecastSummary = Box("")
  /// The apparent temperature, such as "Feels like 70℉".
  public let feelsLike = Box("")
  /// The day's range, such as "Min 60℉ · Max 75℉".
  public let minMax = Box("")
  /// The wind, such as "Wind 8 mph".
  public let wind = Box("")
  /// Why the forecast has no days, such as "Forecast unavailable: no days ahead", or "".
  public let forecastMessage = Box("")
  /// The forecast's days, first the day after the observation's, such as "Tue 29".
  public let forecastDays = Box<[String]>([])
  /// The Weatherbit icon id of each day's condition, such as "r01d".
  public let forecastIcons = Box<[String]>([])
  /// Each day's condition in a few words, such as "Light rain".
  public let forecastSummaries = Box<[String]>([])
  /// Each day's low and high, such as "61℉ / 76℉".
  public let forecastTemperatures = Box<[String]>([])
  /// Whether a place is being looked up or its report fetched.
  public let isLoading = Box(true)
  /// What went wrong with the last change, or "".
  public let error = Box("")

  private let geocoder: GeocoderClient
  private let weatherService: WeatherClient
  private let units: Units
  private let defaultAddress: String
  private let dateFormatter = DayFormatter()
  private let shortDayFormatter = ShortDayFormatter()
  private let temperatureFormatter: TemperatureFormatter
  private let windSpeedFormatter: WindSpeedFormatter
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
    temperatureFormatter = TemperatureFormatter(units: environment.units)
    windSpeedFormatter = WindSpeedFormatter(units: environment.units)
  }

  /// The screen has loaded: show the place it opens on, or else look up the default address.
  public func viewDidLoad() {
    if let opening {
      open(opening)
    } else {
      changeLocation(to: defaultAddress)
    }
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
    locationName.value = "Loading…"
    error.value = ""
    isLoading.value = true
  }

  private func geocode(_ address: String) async {
    let places: [Location]
    do {
      places = try await geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      locationName.value = "Lookup failed"
      self.error.value = "Place lookup unavailable: " + error.serviceMessage
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
      self.error.value = "Weather unavailable: " + error.serviceMessage
    }
  }

  /// Publishes a report through the boxes.
  func show(_ report: WeatherReport, at location: Location) {
    let weather = report.current
    date.value = dateFormatter.string(from: weather.observationTime, in: location.timeZone)
    icon.value = weather.condition.iconID
    let temperature = temperatureFormatter.string(from: weather.temperature)
    summary.value = "\(weather.condition.description) - \(temperature)"
    forecastSummary.value = "Summary: \(weather.condition.description)"
    feelsLike.value = "Feels like \(temperatureFormatter.string(from: weather.feelsLike))"
    let low = temperatureFormatter.string(from: weather.minTemperature)
    let high = temperatureFormatter.string(from: weather.maxTemperature)
    minMax.value = "Min \(low) · Max \(high)"
    wind.value = "Wind \(windSpeedFormatter.string(from: weather.windSpeed))"
    let today = LocalDate(weather.observationTime, in: location.timeZone)
    showForecast(report.forecast, after: today)
    isLoading.value = false
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
    forecastMessage.value = message
    forecastDays.value = days.map { shortDayFormatter.string(from: $0.date) }
    forecastIcons.value = days.map(\.condition.iconID)
    forecastSummaries.value = days.map(\.condition.description)
    forecastTemperatures.value = days.map { day in
      let low = temperatureFormatter.string(from: day.low)
      return "\(low) / \(temperatureFormatter.string(from: day.high))"
    }
  }

  private func clearWeather() {
    date.value = ""
    icon.value = ""
    summary.value = ""
    forecastSummary.value = ""
    feelsLike.value = ""
    minMax.value = ""
    wind.value = ""
    forecastMessage.value = ""
    forecastDays.value = []
    forecastIcons.value = []
    forecastSummaries.value = []
    forecastTemperatures.value = []
    isLoading.value = false
  }
}
