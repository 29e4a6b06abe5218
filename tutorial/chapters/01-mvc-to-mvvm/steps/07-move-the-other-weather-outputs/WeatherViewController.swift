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
    viewModel.locationName.bind { [weak self] locationName in
      self?.view.locationLabel.text = locationName
    }
    viewModel.date.bind { [weak self] date in
      self?.view.dateLabel.text = date
    }
    viewModel.icon.bind { [weak self] icon in
      self?.view.iconView.image = Image(named: icon)
    }
    viewModel.summary.bind { [weak self] summary in
      self?.view.summaryLabel.text = summary
    }
    viewModel.forecastSummary.bind { [weak self] forecastSummary in
      self?.view.forecastSummaryLabel.text = forecastSummary
    }
    viewModel.feelsLike.bind { [weak self] feelsLike in
      self?.view.feelsLikeLabel.text = feelsLike
    }
    viewModel.minMax.bind { [weak self] minMax in
      self?.view.minMaxLabel.text = minMax
    }
    viewModel.wind.bind { [weak self] wind in
      self?.view.windLabel.text = wind
    }
  }

  private func changeLocation(to text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    view.errorLabel.text = ""
    viewModel.changeLocation(to: address)
  }

  public func showError(_ message: String) {
    view.errorLabel.text = message
  }
}
