import Foundation
import WeatherCore
import WeatherMVVMViewModels
import WeatherScreens
import WeatherViews

/// The weather screen, while the refactoring is under way: this controller binds what has
/// moved to the view model and still does the rest itself.
///
/// ```swift
/// let controller = WeatherViewController(view: view, environment: environment)
/// controller.viewDidLoad()
/// ```
@MainActor
public final class WeatherViewController: ViewController, WeatherDisplay, LocationShowing {
  private let view: WeatherView
  private let suggester: PlaceSuggester
  private let viewModel: WeatherViewModel
  private let weatherService: WeatherClient
  private let units: Units
  private let dateFormatter = DayFormatter()
  private let temperatureFormatter: TemperatureFormatter
  private let windSpeedFormatter: WindSpeedFormatter

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, shared with the view model.
  public convenience init(view: WeatherView, environment: WeatherEnvironment) {
    self.init(
      view: view, viewModel: WeatherViewModel(environment: environment), environment: environment)
  }

  /// Creates the controller of a place that is already known, such as a saved place: its view
  /// model shows that place and fetches its weather, without geocoding it.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - location: The place to show.
  ///   - environment: The services and settings, handed on to the view model.
  public convenience init(view: WeatherView, location: Location, environment: WeatherEnvironment) {
    self.init(
      view: view, viewModel: WeatherViewModel(location: location, environment: environment),
      environment: environment)
  }

  private init(view: WeatherView, viewModel: WeatherViewModel, environment: WeatherEnvironment) {
    self.view = view
    suggester = environment.suggester
    self.viewModel = viewModel
    weatherService = environment.weather
    units = environment.units
    temperatureFormatter = TemperatureFormatter(units: environment.units)
    windSpeedFormatter = WindSpeedFormatter(units: environment.units)
  }

  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { viewModel.location }

  /// Binds the view model, connects the prompt, and shows the place it opens on or else looks up
  /// the default address.
  public func viewDidLoad() {
    bindViewModel()
    viewModel.display = self
    view.prompt.onSubmit = { [weak self] text in self?.changeLocation(to: text) }
    view.prompt.onTextChange = { [weak self] text in self?.showSuggestions(for: text) }
    if !viewModel.openKnownPlace() {
      changeLocation(to: viewModel.defaultAddress)
    }
  }

  // Up to three places that complete what has been typed so far, under the prompt.
  private func showSuggestions(for text: String) {
    view.prompt.suggestions = suggester.suggest(text)
  }

  private func bindViewModel() {
    viewModel.locationName.bind { [weak self] name in
      self?.view.locationLabel.text = name
    }
  }

  private func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    view.errorLabel.text = ""
    viewModel.changeLocation(to: address)
  }

  public func fetchWeather(for location: Location) async {
    do {
      let weather = try await weatherService.current(location, units)
      guard !Task.isCancelled else { return }
      show(weather, at: location)
    } catch {
      guard !Task.isCancelled else { return }
      clearWeather()
      view.errorLabel.text = "Weather unavailable: " + describe(error)
    }
  }

  /// Applies a weather result to the labels; public only to the benchmark, which times it.
  @_spi(Benchmarking) public func show(_ weather: WeatherData, at location: Location) {
    view.dateLabel.text = dateFormatter.string(
      from: weather.observationTime, in: location.timeZone)
    view.iconView.image = Image(named: weather.condition.iconID)
    let temperature = temperatureFormatter.string(from: weather.temperature)
    view.summaryLabel.text = "\(weather.condition.description) - \(temperature)"
    view.forecastSummaryLabel.text = "Summary: \(weather.condition.description)"
    view.feelsLikeLabel.text = "Feels like \(temperatureFormatter.string(from: weather.feelsLike))"
    let low = temperatureFormatter.string(from: weather.minTemperature)
    let high = temperatureFormatter.string(from: weather.maxTemperature)
    view.minMaxLabel.text = "Min \(low) · Max \(high)"
    view.windLabel.text = "Wind \(windSpeedFormatter.string(from: weather.windSpeed))"
  }

  public func clearWeather() {
    view.dateLabel.text = ""
    view.iconView.image = nil
    view.summaryLabel.text = ""
    view.forecastSummaryLabel.text = ""
    view.feelsLikeLabel.text = ""
    view.minMaxLabel.text = ""
    view.windLabel.text = ""
  }

  public func showError(_ message: String) {
    view.errorLabel.text = message
  }

  private func describe(_ error: any Error) -> String {
    (error as? ServiceError)?.message ?? "unexpected error"
  }
}
