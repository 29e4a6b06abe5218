import WeatherCore
import WeatherMVVMViewModels
import WeatherScreens
import WeatherViews

/// The weather screen, MVVM style: this controller only binds the view model's boxes to
/// the views and forwards the prompt.
///
/// Every listener captures the controller weakly: the controller holds the view model, whose
/// boxes hold the listeners, so a strong capture would keep the controller alive forever.
///
/// ```swift
/// let controller = WeatherViewController(view: view, environment: environment)
/// controller.viewDidLoad()
/// ```
@MainActor
public final class WeatherViewController: ViewController, LocationShowing {
  private let view: WeatherView
  private let suggester: PlaceSuggester
  let viewModel: WeatherViewModel

  // The current conditions' labels, which most of the bindings fill.
  private var conditions: CurrentConditionsView { view.currentConditionsView }

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, handed on to the view model.
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
  }

  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { viewModel.location }

  /// Binds the view model, connects the prompt, and tells the view model it has loaded.
  public func viewDidLoad() {
    bindViewModel()
    view.prompt.onSubmit = { [weak self] text in self?.viewModel.changeLocation(to: text) }
    view.prompt.onTextChange = { [weak self] text in self?.showSuggestions(for: text) }
    viewModel.viewDidLoad()
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
    viewModel.icon.bind { [weak self] icon in
      self?.conditions.iconView.image = Image(named: icon)
    }
    viewModel.summary.bind { [weak self] summary in
      self?.conditions.summaryLabel.text = summary
    }
    viewModel.forecastSummary.bind { [weak self] forecastSummary in
      self?.conditions.forecastSummaryLabel.text = forecastSummary
    }
    viewModel.feelsLike.bind { [weak self] feelsLike in
      self?.conditions.feelsLikeLabel.text = feelsLike
    }
    viewModel.minMax.bind { [weak self] minMax in
      self?.conditions.minMaxLabel.text = minMax
    }
    viewModel.wind.bind { [weak self] wind in
      self?.conditions.windLabel.text = wind
    }
    viewModel.forecastMessage.bind { [weak self] message in
      self?.view.forecastView.messageLabel.text = message
    }
    viewModel.forecastDays.bind { [weak self] days in
      self?.fillRows(with: days) { $0.dayLabel.text = $1 }
    }
    viewModel.forecastIcons.bind { [weak self] icons in
      self?.fillRows(with: icons) { $0.glyphView.glyph = Glyph(named: $1) }
    }
    viewModel.forecastSummaries.bind { [weak self] summaries in
      self?.fillRows(with: summaries) { $0.summaryLabel.text = $1 }
    }
    viewModel.forecastTemperatures.bind { [weak self] temperatures in
      self?.fillRows(with: temperatures) { $0.temperatureLabel.text = $1 }
    }
    viewModel.isLoading.bind { [weak self] isLoading in
      self?.showLoading(isLoading)
    }
    viewModel.error.bind { [weak self] error in
      self?.view.errorLabel.text = error
    }
  }

  // Writes one of the forecast's columns into its rows, one text for each row; the rows past the
  // column's end get "", which empties them.
  private func fillRows(with column: [String], _ fill: (ForecastDayView, String) -> Void) {
    for (index, row) in view.forecastView.dayViews.enumerated() {
      fill(row, index < column.count ? column[index] : "")
    }
  }

  private func showLoading(_ isLoading: Bool) {
    let indicator = view.forecastView.activityIndicator
    if isLoading { indicator.startAnimating() } else { indicator.stopAnimating() }
  }
}
