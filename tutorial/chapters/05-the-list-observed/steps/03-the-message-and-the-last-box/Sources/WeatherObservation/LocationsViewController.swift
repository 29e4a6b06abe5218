import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The saved places, MVVM with Observation: this controller reads the `@Observable` list and
/// cell view models in ``updateProperties()``, forwards the prompt, and opens the weather
/// screen that a cell's view model makes.
///
/// Cells are kept by place (``CellsByIdentity``): a change to the list makes a cell only for a
/// place that is new, and a place that goes takes its cell along.
///
/// ```swift
/// let controller = LocationsViewController(
///   view: view, environment: environment, store: store, navigator: navigator)
/// view.viewController = controller
/// controller.viewDidLoad()
/// ```
@MainActor
public final class LocationsViewController: ViewController, LocationsScreen {
  private let view: LocationsView
  private weak var navigator: (any Navigator)?
  let viewModel: LocationsViewModel
  private var cells = CellsByIdentity<Location, LocationCell>()

  /// Creates the controller and its view model.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The services and settings, handed on to the view model.
  ///   - store: Where the places are saved, handed on to the view model.
  ///   - navigator: Shows the weather screen of a place; held weakly.
  public init(
    view: LocationsView, environment: WeatherEnvironment, store: LocationStore,
    navigator: (any Navigator)?
  ) {
    self.view = view
    self.navigator = navigator
    viewModel = LocationsViewModel(environment: environment, store: store)
  }

  /// Connects the prompt, and tells the view model it has loaded.
  public func viewDidLoad() {
    view.prompt.onSubmit = { [weak self] text in self?.viewModel.addPlace(named: text) }
    viewModel.viewDidLoad()
  }

  /// Reads the view models and sets the views; every property read here is tracked.
  public func updateProperties() {
    view.messageLabel.text = viewModel.message
    let cellViewModels = viewModel.locationCellViewModels
    view.cells = cells.update(to: cellViewModels, id: \.location) { _ in LocationCell() }
    for (cell, cellViewModel) in zip(view.cells, cellViewModels) {
      cell.nameLabel.text = cellViewModel.name
      cell.regionLabel.text = cellViewModel.region
      let conditions = cellViewModel.conditions
      cell.summaryLabel.text = conditions.summary
      cell.temperatureLabel.text = conditions.temperature
      cell.windLabel.text = conditions.wind
      if cellViewModel.isLoading {
        cell.activityIndicator.startAnimating()
      } else {
        cell.activityIndicator.stopAnimating()
      }
    }
  }

  /// Opens place `number` with the weather view model that its cell makes.
  public func openPlace(number: Int) {
    guard let locationViewModel = viewModel.openPlace(number: number) else { return }
    navigator?.showWeather { view in
      WeatherViewController(view: view, viewModel: locationViewModel)
    }
  }

  /// Removes place `number`, through the view model.
  public func removePlace(number: Int) { viewModel.removePlace(number: number) }
  /// Adds a geocoded place, through the view model.
  public func addPlace(_ location: Location) { viewModel.addPlace(location) }
}
