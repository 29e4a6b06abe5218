import Foundation
import WeatherCore
import WeatherMVVMViewModels
import WeatherScreens
import WeatherViews

/// The saved places, controller-centric: this controller reads and writes the store, fetches
/// the weather for every cell and formats every label of every cell itself.
///
/// Each cell's weather loads concurrently; a cell that is loaded again cancels its older load,
/// so the latest request wins, and a cell whose weather fails shows a short error without
/// touching the others.
///
/// Cells are kept by place (``CellsByIdentity``): a change to the list makes a cell and loads
/// its weather only for a place that is new, and a place that goes takes its cell and its load
/// along.
///
/// ```swift
/// let controller = LocationsViewController(
///   view: view, environment: environment, store: store, navigator: navigator)
/// controller.viewDidLoad()
/// ```
@MainActor
public final class LocationsViewController: ViewController, LocationsScreen {
  let view: LocationsView
  private let environment: WeatherEnvironment
  private let store: LocationStore
  private weak var navigator: (any Navigator)?
  private let cellFormatter: CellWeatherFormatter
  private(set) var places: [Location] = []
  private var cells = CellsByIdentity<Location, LocationCell>()
  private var loads: [ObjectIdentifier: Task<Void, Never>] = [:]
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
    cellFormatter = CellWeatherFormatter(units: environment.units)
  }

  /// Connects the prompt, reads the saved places and starts loading their weather.
  public func viewDidLoad() {
    view.prompt.onSubmit = { [weak self] text in self?.addPlace(named: text) }
    let loaded = store.load()
    places = loaded.locations
    view.messageLabel.text = loaded.problem?.message ?? ""
    showPlaces()
  }

  /// Opens place `number` on the weather screen.
  ///
  /// - Parameter number: The place's number, counted from 1.
  public func openPlace(number: Int) {
    guard let index = index(of: number) else { return }
    let place = places[index]
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
    let place = removePlace(at: index)
    save(saying: "Removed \(place.name).")
  }

  /// Appends a place that is already geocoded, unless it is in the list, and saves the list.
  ///
  /// - Parameter location: The place.
  public func addPlace(_ location: Location) {
    lookup?.cancel()
    guard !places.contains(where: { $0.name == location.name }) else {
      view.messageLabel.text = "\(location.name) is already in the list."
      return
    }
    appendPlace(location)
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
    guard places.indices.contains(number - 1) else {
      view.messageLabel.text = "There is no place \(number)."
      return nil
    }
    return number - 1
  }

  private func save(saying done: String) {
    do {
      let saved = try store.save(places)
      view.messageLabel.text = [done, saved.message].compactMap { $0 }.joined(separator: " ")
    } catch {
      view.messageLabel.text = done + " " + error.message
    }
  }

  // The list's changes apart from saving them.
  func appendPlace(_ place: Location) {
    places.append(place)
    showPlaces()
  }

  func removePlace(at index: Int) -> Location {
    let place = places.remove(at: index)
    showPlaces()
    return place
  }

  // A cell that goes stops its load, so that a late answer writes into no cell, and so stops
  // loading. A new cell loads once it is on the view, so that the view draws it loading before
  // any answer.
  private func showPlaces() {
    var made: [(cell: LocationCell, place: Location)] = []
    view.cells = cells.update(
      to: places, id: \.self,
      makeCell: { place in
        let cell = makeCell(for: place)
        made.append((cell, place))
        return cell
      },
      dropCell: { cell in
        loads.removeValue(forKey: ObjectIdentifier(cell))?.cancel()
        cell.activityIndicator.stopAnimating()
      })
    for (cell, place) in made { loadWeather(into: cell, for: place) }
  }

  private func makeCell(for place: Location) -> LocationCell {
    let cell = LocationCell()
    cell.nameLabel.text = place.placeName
    cell.regionLabel.text = place.displayRegion
    return cell
  }

  private func loadWeather(into cell: LocationCell, for place: Location) {
    let key = ObjectIdentifier(cell)
    // The latest request wins: the cell's older load must not overwrite this one.
    loads[key]?.cancel()
    cell.activityIndicator.startAnimating()
    loads[key] = Task {
      do {
        let weather = try await environment.weather.current(place, environment.units)
        guard !Task.isCancelled else { return }
        show(weather, in: cell)
      } catch {
        guard !Task.isCancelled else { return }
        cell.summaryLabel.text = cellFormatter.summary(for: error)
        cell.temperatureLabel.text = ""
        cell.windLabel.text = ""
      }
      cell.activityIndicator.stopAnimating()
      loads[key] = nil
    }
  }

  func show(_ weather: WeatherData, in cell: LocationCell) {
    let text = cellFormatter.texts(for: weather)
    cell.summaryLabel.text = text.summary
    cell.temperatureLabel.text = text.temperature
    cell.windLabel.text = text.wind
  }
}
