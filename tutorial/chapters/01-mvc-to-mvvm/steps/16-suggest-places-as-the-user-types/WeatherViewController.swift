// Imported directly although only the view model names `Box`: without it, Swift 6 wraps every
// binding closure below in a run-time main-actor check (`swift_task_isCurrentExecutor`) that
// runs on every update; docs/benchmarks.md has the measured figures.
import BoxBinding
import WeatherCore
import WeatherMVVMViewModels
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
  /// The view model; visible to the benchmark only, which drives it through these bindings.
  @_spi(Benchmarking) public let viewModel: WeatherViewModel

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, handed on to the view model.
  public convenience init(view: WeatherView, environment: WeatherEnvironment) {
    self.init(view: view, viewModel: WeatherViewModel(environment: environment))
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
      view: view, viewModel: WeatherViewModel(location: location, environment: environment))
  }

  private init(view: WeatherView, viewModel: WeatherViewModel) {
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
    viewModel.date.bind(to: self) { $0.view.dateLabel.text = $1 }
    viewModel.icon.bind(to: self) { $0.view.iconView.image = Image(named: $1) }
    viewModel.summary.bind(to: self) { $0.view.summaryLabel.text = $1 }
    viewModel.forecastSummary.bind(to: self) { $0.view.forecastSummaryLabel.text = $1 }
    viewModel.feelsLike.bind(to: self) { $0.view.feelsLikeLabel.text = $1 }
    viewModel.minMax.bind(to: self) { $0.view.minMaxLabel.text = $1 }
    viewModel.wind.bind(to: self) { $0.view.windLabel.text = $1 }
    viewModel.error.bind(to: self) { $0.view.errorLabel.text = $1 }
    viewModel.suggestions.bind(to: self) { $0.view.prompt.suggestions = $1 }
  }
}
