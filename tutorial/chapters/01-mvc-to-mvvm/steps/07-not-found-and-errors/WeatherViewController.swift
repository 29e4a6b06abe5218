// Imported directly although only the view model names `Box`: without it, Swift 6 wraps every
// binding closure below in a run-time main-actor check (`swift_task_isCurrentExecutor`, about
// 220 instructions a call, a fifth of the binding's cost; see docs/benchmarks.md).
import BoxBinding
import Foundation
import WeatherCore
import WeatherViews

/// The weather screen, while the refactoring is under way: this controller binds what has
/// moved to the view model and still does the rest itself.
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
  public init(view: WeatherView, environment: WeatherEnvironment) {
    self.view = view
    viewModel = WeatherViewModel(environment: environment)
  }

  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { viewModel.location }

  /// Binds the view model, connects the prompt, and looks up the default address.
  public func viewDidLoad() {
    bindViewModel()
    view.prompt.onSubmit = { [weak self] text in self?.changeLocation(to: text) }
    changeLocation(to: viewModel.defaultAddress)
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
  }

  private func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    viewModel.changeLocation(to: address)
  }
}
