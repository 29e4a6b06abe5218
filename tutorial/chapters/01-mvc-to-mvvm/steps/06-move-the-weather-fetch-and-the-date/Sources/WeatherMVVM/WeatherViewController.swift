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
  let viewModel: WeatherViewModel
  private let shortDayFormatter = ShortDayFormatter()
  private let temperatureFormatter: TemperatureFormatter
  private let windSpeedFormatter: WindSpeedFormatter

  // The current conditions' labels, which most of the bindings fill.
  private var conditions: CurrentConditionsView { view.currentConditionsView }

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
    if viewModel.openKnownPlace() {
      view.forecastView.activityIndicator.startAnimating()
    } else {
      changeLocation(to: viewModel.defaultAddress)
    }
  }

  // Up to three places that complete what has been typed so far, under the prompt.
  private func showSuggestions(for text: String) {
    view.prompt.suggestions = suggester.suggest(text)
  }

  private func bindViewModel() {
    viewModel.locationName.bind { [weak self] locationName in
      self?.view.locationLabel.text = locationName
    }
    viewModel.date.bind { [weak self] date in
      self?.conditions.dateLabel.text = date
    }
  }

  private func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    view.errorLabel.text = ""
    view.forecastView.activityIndicator.startAnimating()
    viewModel.changeLocation(to: address)
  }

  /// Applies a report to the labels that have no box yet.
  public func show(_ report: WeatherReport, at location: Location) {
    let weather = report.current
    conditions.iconView.image = Image(named: weather.condition.iconID)
    let temperature = temperatureFormatter.string(from: weather.temperature)
    conditions.summaryLabel.text = "\(weather.condition.description) - \(temperature)"
    conditions.forecastSummaryLabel.text = "Summary: \(weather.condition.description)"
    conditions.feelsLikeLabel.text =
      "Feels like \(temperatureFormatter.string(from: weather.feelsLike))"
    let low = temperatureFormatter.string(from: weather.minTemperature)
    let high = temperatureFormatter.string(from: weather.maxTemperature)
    conditions.minMaxLabel.text = "Min \(low) · Max \(high)"
    conditions.windLabel.text = "Wind \(windSpeedFormatter.string(from: weather.windSpeed))"
    let today = LocalDate(weather.observationTime, in: location.timeZone)
    showForecast(report.forecast, after: today)
    view.forecastView.activityIndicator.stopAnimating()
  }

  // The days after the observation's, a row each, or one line that says why there are none.
  private func showForecast(
    _ forecast: Result<[DailyForecast], ServiceError>, after today: LocalDate
  ) {
    var days: [DailyForecast] = []
    var message = ""
    switch forecast {
    case .success(let all):
      days = Array(all.filter { $0.date > today }.prefix(ForecastView.rowCount))
      if days.isEmpty { message = "Forecast unavailable: no days ahead" }
    case .failure(let error):
      message = "Forecast unavailable: " + error.message
    }
    view.forecastView.messageLabel.text = message
    for (index, row) in view.forecastView.dayViews.enumerated() {
      guard index < days.count else {
        clear(row)
        continue
      }
      let day = days[index]
      row.dayLabel.text = shortDayFormatter.string(from: day.date)
      row.glyphView.glyph = Glyph(named: day.condition.iconID)
      row.summaryLabel.text = day.condition.description
      let low = temperatureFormatter.string(from: day.low)
      row.temperatureLabel.text = "\(low) / \(temperatureFormatter.string(from: day.high))"
    }
  }

  public func clearWeather() {
    conditions.iconView.image = nil
    conditions.summaryLabel.text = ""
    conditions.forecastSummaryLabel.text = ""
    conditions.feelsLikeLabel.text = ""
    conditions.minMaxLabel.text = ""
    conditions.windLabel.text = ""
    view.forecastView.messageLabel.text = ""
    for row in view.forecastView.dayViews { clear(row) }
    view.forecastView.activityIndicator.stopAnimating()
  }

  private func clear(_ row: ForecastDayView) {
    row.dayLabel.text = ""
    row.glyphView.glyph = nil
    row.summaryLabel.text = ""
    row.temperatureLabel.text = ""
  }

  public func showError(_ message: String) {
    view.errorLabel.text = message
  }
}
