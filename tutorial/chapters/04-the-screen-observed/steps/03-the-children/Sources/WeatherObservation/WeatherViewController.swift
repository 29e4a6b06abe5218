import BoxBinding
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherScreens
import WeatherViews

/// The weather screen, MVVM style: this controller binds the view model's error and
/// suggestions to their views, reads its observable properties in ``updateProperties()``, and
/// forwards the prompt. Each child view model (the current conditions, the forecast) sets its
/// child view, and a child that is `nil` empties its view.
///
/// The bindings are scoped to the controller's lifetime, so no listener outlives it and no
/// binding needs `[weak self]`. The display cycle runs ``updateProperties()`` while tracking
/// what it reads, and runs it again in the next pass whenever any of that changes.
///
/// ```swift
/// let controller = WeatherViewController(view: view, environment: environment)
/// view.viewController = controller
/// controller.viewDidLoad()
/// ```
@MainActor
public final class WeatherViewController: ViewController, LocationShowing {
  private let view: WeatherView
  let viewModel: WeatherViewModel

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, handed on to the view model.
  public convenience init(view: WeatherView, environment: WeatherEnvironment) {
    self.init(view: view, viewModel: WeatherViewModel(environment: environment))
  }

  /// Creates the controller for a view model that already exists, such as the one that a
  /// saved place's cell makes for its place.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - viewModel: The screen's view model.
  public init(view: WeatherView, viewModel: WeatherViewModel) {
    self.view = view
    self.viewModel = viewModel
  }

  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { viewModel.location }

  /// Binds the view model, connects the prompt, and tells the view model it has loaded.
  public func viewDidLoad() {
    bindViewModel()
    view.prompt.onSubmit = { [weak self] text in self?.viewModel.changeLocation(to: text) }
    view.prompt.onTextChange = { [weak self] text in
      self?.viewModel.locationTextChanged(to: text)
    }
    viewModel.viewDidLoad()
  }

  /// Reads the view model and sets the views; every property read here is tracked.
  public func updateProperties() {
    view.locationLabel.text = viewModel.locationName
    show(viewModel.currentConditions)
    show(viewModel.forecast)
    let indicator = view.forecastView.activityIndicator
    if viewModel.isLoading { indicator.startAnimating() } else { indicator.stopAnimating() }
  }

  private func bindViewModel() {
    viewModel.error.bind(to: self) { $0.view.errorLabel.text = $1 }
    viewModel.suggestions.bind(to: self) { $0.view.prompt.suggestions = $1 }
  }

  private func show(_ current: CurrentConditionsViewModel?) {
    let conditions = view.currentConditionsView
    conditions.dateLabel.text = current?.date ?? ""
    conditions.iconView.image = Image(named: current?.icon ?? "")
    conditions.summaryLabel.text = current?.summary ?? ""
    conditions.forecastSummaryLabel.text = current?.forecastSummary ?? ""
    conditions.feelsLikeLabel.text = current?.feelsLike ?? ""
    conditions.minMaxLabel.text = current?.minMax ?? ""
    conditions.windLabel.text = current?.wind ?? ""
  }

  private func show(_ forecast: ForecastViewModel?) {
    view.forecastView.messageLabel.text = forecast?.message ?? ""
    let days = forecast?.days ?? []
    for (index, row) in view.forecastView.dayViews.enumerated() {
      let day = index < days.count ? days[index] : nil
      row.dayLabel.text = day?.day ?? ""
      row.glyphView.glyph = Glyph(named: day?.icon ?? "")
      row.summaryLabel.text = day?.summary ?? ""
      row.temperatureLabel.text = day?.temperatures ?? ""
    }
  }
}
