import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The weather screen, MVVM with Observation: this controller reads the `@Observable` view
/// model in ``updateProperties()`` and forwards the prompt.
///
/// There is no binding code. The display cycle runs ``updateProperties()`` while tracking
/// what it reads, and runs it again in the next pass whenever any of that changes, as UIKit
/// does for a view controller since iOS 26.
///
/// ```swift
/// let controller = WeatherViewController(view: view, environment: environment)
/// view.viewController = controller
/// controller.viewDidLoad()
/// ```
@MainActor
public final class WeatherViewController: ViewController, LocationShowing {
  private let view: WeatherView
  /// The view model; visible to the benchmark only, which drives it through this controller.
  @_spi(Benchmarking) public let viewModel: WeatherViewModel

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, handed on to the view model.
  public convenience init(view: WeatherView, environment: WeatherEnvironment) {
    self.init(view: view, viewModel: WeatherViewModel(environment: environment))
  }

  /// Creates the controller for a view model that already exists, such as the one a
  /// ``LocationCellViewModel`` makes for its place.
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

  /// Connects the prompt, and tells the view model it has loaded.
  public func viewDidLoad() {
    view.prompt.onSubmit = { [weak self] text in self?.viewModel.changeLocation(to: text) }
    view.prompt.onTextChange = { [weak self] text in
      self?.viewModel.locationTextChanged(to: text)
    }
    viewModel.viewDidLoad()
  }

  /// Reads the view model and sets the views; every property read here is tracked.
  public func updateProperties() {
    view.locationLabel.text = viewModel.locationName
    view.dateLabel.text = viewModel.date
    view.iconView.image = Image(named: viewModel.icon)
    view.summaryLabel.text = viewModel.summary
    view.forecastSummaryLabel.text = viewModel.forecastSummary
    view.feelsLikeLabel.text = viewModel.feelsLike
    view.minMaxLabel.text = viewModel.minMax
    view.windLabel.text = viewModel.wind
    view.errorLabel.text = viewModel.error
    view.prompt.suggestions = viewModel.suggestions
  }
}
