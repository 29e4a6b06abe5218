import BoxBinding
import Foundation
import WeatherCore
import WeatherMVVMViewModels
import WeatherScreens
import WeatherViews

/// The saved places, while the refactoring is under way: each cell's view model loads its
/// place's weather and publishes its text, and this controller binds each cell to its view
/// model; the list, the store and the prompt are still the controller's.
///
/// Cells are kept by place (``CellsByIdentity``): a change to the list makes and binds a cell
/// only for a place that is new, and a place that goes takes its cell and its bindings along.
///
/// ```swift
/// let controller = LocationsViewController(
///   view: view, environment: environment, store: store, navigator: navigator)
/// controller.viewDidLoad()
/// ```
@MainActor
public final class LocationsViewController: ViewController, LocationsScreen {
  private let view: LocationsView
  private let environment: WeatherEnvironment
  private let store: LocationStore
  private weak var navigator: (any Navigator)?
  private var cellViewModels: [LocationCellViewModel] = []
  private var cells = CellsByIdentity<Location, LocationCell>()
  private var lookup: Task<Void, Never>?

  /// Creates the controller for a view, with the services and the store it will use.
  ///
  /// - Parameters:
  ///   - view: The screen's view.
  ///   - environment: The geocoder, the weather service and the units.
  ///   - store: Where the places are saved.
  ///   - navigator: Shows the weather screen of a place; held weakly.
  public init(
    view: LocationsView, environment: WeatherEnvironment, store: LocationStore,
    navigator: (any Navigator)?
  ) {
    self.view = view
    self.environment = environment
    self.store = store
    self.navigator = navigator
  }

  /// Connects the prompt, reads the saved places and starts loading their weather.
  public func viewDidLoad() {
    view.prompt.onSubmit = { [weak self] text in self?.addPlace(named: text) }
    let loaded = store.load()
    view.messageLabel.text = loaded.problem?.message ?? ""
    cellViewModels = loaded.locations.map {
      LocationCellViewModel(location: $0, environment: environment)
    }
    showPlaces()
    for cellViewModel in cellViewModels { cellViewModel.start() }
  }

  /// Opens place `number` on the weather screen.
  ///
  /// - Parameter number: The place's number, counted from 1.
  public func openPlace(number: Int) {
    guard let index = index(of: number) else { return }
    let place = cellViewModels[index].location
    let environment = environment
    navigator?.showWeather { view in
      WeatherViewController(
        view: view, viewModel: WeatherViewModel(location: place, environment: environment))
    }
  }

  /// Removes place `number` and saves the list.
  ///
  /// - Parameter number: The place's number, counted from 1.
  public func removePlace(number: Int) {
    guard let index = index(of: number) else { return }
    let removed = cellViewModels.remove(at: index)
    removed.stop()
    showPlaces()
    save(saying: "Removed \(removed.location.name).")
  }

  /// Appends a place that is already geocoded, unless it is in the list, and saves the list.
  ///
  /// - Parameter location: The place.
  public func addPlace(_ location: Location) {
    lookup?.cancel()
    guard !cellViewModels.contains(where: { $0.location.name == location.name }) else {
      view.messageLabel.text = "\(location.name) is already in the list."
      return
    }
    let cellViewModel = LocationCellViewModel(location: location, environment: environment)
    cellViewModels.append(cellViewModel)
    showPlaces()
    cellViewModel.start()
    save(saying: "Added \(location.name).")
  }

  private func addPlace(named text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    // The latest request wins: an older lookup still in flight must not add its place.
    lookup?.cancel()
    view.messageLabel.text = "Looking up \(address)…"
    lookup = Task { await self.geocode(address) }
  }

  private func geocode(_ address: String) async {
    let found: [Location]
    do {
      found = try await environment.geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      view.messageLabel.text = "Place lookup unavailable: " + error.serviceMessage
      return
    }
    guard !Task.isCancelled else { return }
    guard let location = found.first else {
      view.messageLabel.text = "Not found: \(address)"
      return
    }
    addPlace(location)
  }

  private func index(of number: Int) -> Int? {
    guard cellViewModels.indices.contains(number - 1) else {
      view.messageLabel.text = "There is no place \(number)."
      return nil
    }
    return number - 1
  }

  private func save(saying done: String) {
    do {
      let saved = try store.save(cellViewModels.map(\.location))
      view.messageLabel.text = [done, saved.message].compactMap { $0 }.joined(separator: " ")
    } catch {
      view.messageLabel.text = done + " " + error.message
    }
  }

  private func showPlaces() {
    view.cells = cells.update(to: cellViewModels, id: \.location, makeCell: makeCell)
  }

  /// A cell bound to its view model; the bindings end when the cell goes away.
  private func makeCell(for viewModel: LocationCellViewModel) -> LocationCell {
    let cell = LocationCell()
    viewModel.name.bind(to: cell) { $0.nameLabel.text = $1 }
    viewModel.region.bind(to: cell) { $0.regionLabel.text = $1 }
    viewModel.conditions.bind(to: cell) { cell, conditions in
      cell.summaryLabel.text = conditions.summary
      cell.temperatureLabel.text = conditions.temperature
      cell.windLabel.text = conditions.wind
    }
    viewModel.isLoading.bind(to: cell) { cell, loading in
      if loading {
        cell.activityIndicator.startAnimating()
      } else {
        cell.activityIndicator.stopAnimating()
      }
    }
    return cell
  }
}
