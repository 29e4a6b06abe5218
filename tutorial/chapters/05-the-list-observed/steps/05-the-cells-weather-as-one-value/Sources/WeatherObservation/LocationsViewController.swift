import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The saved places, MVVM with Observation: this controller reads the `@Observable` list in
/// ``updateProperties()``, each cell reads its own cell view model in a pass of its own,
/// the controller forwards the prompt and opens the weather screen that a cell's view model
/// makes.
///
/// Cells are kept by cell view model (``CellsByIdentity``): a change to the list makes a cell
/// only for a place that is new, and a place that goes takes its cell along. The controller's pass reads
/// the list and its message, never a cell's weather, so one place's new weather runs that
/// place's cell pass and nothing else, as a UIKit cell's `updateProperties()` or
/// `configurationUpdateHandler` would.
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
  // Cells are kept by cell view model, not by place: a cell reads the view model it was made
  // for, so a place removed and added again within one turn, whose new view model the next
  // pass finds where the old one was, gets a new cell.
  private var cells = CellsByIdentity<ObjectIdentifier, LocationCell>()

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

  /// Reads the list and sets the screen: the message, and a cell for each place; every
  /// property read here is tracked.
  public func updateProperties() {
    view.messageLabel.text = viewModel.message
    view.cells = cells.update(
      to: viewModel.locationCellViewModels, id: ObjectIdentifier.init, makeCell: Self.makeCell)
  }

  /// A cell that sets itself from its view model in its own update pass, tracked apart from
  /// the controller's and every other cell's.
  private static func makeCell(for cellViewModel: LocationCellViewModel) -> LocationCell {
    let cell = LocationCell()
    // A place's name and region never change: set once, they are no part of the pass.
    cell.nameLabel.text = cellViewModel.name
    cell.regionLabel.text = cellViewModel.region
    // The handler keeps the views it sets, not the cell, which keeps the handler.
    let (summary, temperature, wind) = (cell.summaryLabel, cell.temperatureLabel, cell.windLabel)
    let activityIndicator = cell.activityIndicator
    cell.updatePropertiesHandler = {
      let weather = cellViewModel.weather
      summary.text = weather.conditions.summary
      temperature.text = weather.conditions.temperature
      wind.text = weather.conditions.wind
      if weather.isLoading {
        activityIndicator.startAnimating()
      } else {
        activityIndicator.stopAnimating()
      }
    }
    return cell
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
