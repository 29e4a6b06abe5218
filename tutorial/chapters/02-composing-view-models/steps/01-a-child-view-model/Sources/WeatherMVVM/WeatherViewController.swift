import BoxBinding
import WeatherCore
import WeatherMVVMViewModels
import WeatherPresentation
import WeatherScreens
import WeatherViews

/// The weather screen, MVVM style: this controller only binds the view model's boxes to
/// the views and forwards the prompt.
///
/// Every binding is scoped to the controller's lifetime, so no listener outlives it and no
/// binding needs `[weak self]`. The prompt's handler is a plain closure that the view keeps,
/// so it captures the controller weakly.
///
/// ```swift
/// let controller = WeatherViewController(view: view, environment: environment)
/// controller.viewDidLoad()
/// ```
@MainActor
public final class WeatherViewController: ViewController, LocationShowing {
  private let view: WeatherView
  let viewModel: WeatherViewModel

  // The current conditions' labels, which most of the bindings fill.
  private var conditions: CurrentConditionsView { view.currentConditionsView }

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

  private func bindViewModel() {
    viewModel.locationName.bind(to: self) { $0.view.locationLabel.text = $1 }
    viewModel.date.bind(to: self) { $0.conditions.dateLabel.text = $1 }
    viewModel.icon.bind(to: self) { $0.conditions.iconView.image = Image(named: $1) }
    viewModel.summary.bind(to: self) { $0.conditions.summaryLabel.text = $1 }
    viewModel.forecastSummary.bind(to: self) { $0.conditions.forecastSummaryLabel.text = $1 }
    viewModel.feelsLike.bind(to: self) { $0.conditions.feelsLikeLabel.text = $1 }
    viewModel.minMax.bind(to: self) { $0.conditions.minMaxLabel.text = $1 }
    viewModel.wind.bind(to: self) { $0.conditions.windLabel.text = $1 }
    viewModel.forecastMessage.bind(to: self) { $0.view.forecastView.messageLabel.text = $1 }
    viewModel.forecastDays.bind(to: self) { controller, days in
      controller.fillRows(with: days) { $0.dayLabel.text = $1 }
    }
    viewModel.forecastIcons.bind(to: self) { controller, icons in
      controller.fillRows(with: icons) { $0.glyphView.glyph = Glyph(named: $1) }
    }
    viewModel.forecastSummaries.bind(to: self) { controller, summaries in
      controller.fillRows(with: summaries) { $0.summaryLabel.text = $1 }
    }
    viewModel.forecastTemperatures.bind(to: self) { controller, temperatures in
      controller.fillRows(with: temperatures) { $0.temperatureLabel.text = $1 }
    }
    viewModel.isLoading.bind(to: self) { controller, isLoading in
      let indicator = controller.view.forecastView.activityIndicator
      if isLoading { indicator.startAnimating() } else { indicator.stopAnimating() }
    }
    viewModel.error.bind(to: self) { $0.view.errorLabel.text = $1 }
    viewModel.suggestions.bind(to: self) { $0.view.prompt.suggestions = $1 }
  }

  // Writes one of the forecast's columns into its rows, one text for each row; the rows past the
  // column's end get "", which empties them.
  private func fillRows(with column: [String], _ fill: (ForecastDayView, String) -> Void) {
    for (index, row) in view.forecastView.dayViews.enumerated() {
      fill(row, index < column.count ? column[index] : "")
    }
  }
}
