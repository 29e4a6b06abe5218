import BoxBinding
import Foundation
import WeatherCore

/// The saved places' view model: it reads and writes the store, and hands out one
/// ``LocationCellViewModel`` per place.
///
/// Inputs are named after what the user does (``removePlace(number:)``); outputs are boxes:
/// the cells' view models and a message.
///
/// ```swift
/// let viewModel = LocationsViewModel(environment: environment, store: store)
/// viewModel.locationCellViewModels.bind { cells in print(cells.map(\.location.name)) }
/// viewModel.viewDidLoad()
/// viewModel.removePlace(number: 1)
/// ```
@MainActor
public final class LocationsViewModel {
  /// One view model per saved place, in the list's order; a place keeps its view model for as
  /// long as it stays in the list.
  public var locationCellViewModels: ReadOnlyBox<[LocationCellViewModel]> {
    locationCellViewModelsBox.readOnly
  }
  /// What the list has to say: a place added or removed, "Not found", a problem with the file.
  public var message: ReadOnlyBox<String> { messageBox.readOnly }

  // The outputs themselves, which only the view model sets.
  private let locationCellViewModelsBox = Box<[LocationCellViewModel]>([])
  private let messageBox = Box("")

  private let environment: WeatherEnvironment
  private let store: LocationStore

  /// Creates the view model; nothing is read until ``viewDidLoad()``.
  ///
  /// - Parameters:
  ///   - environment: The weather service and the units, for the cells.
  ///   - store: Where the places are saved.
  public init(environment: WeatherEnvironment, store: LocationStore) {
    self.environment = environment
    self.store = store
  }

  /// The screen has loaded: read the saved places and start every cell's weather.
  public func viewDidLoad() {
    let loaded = store.load()
    messageBox.value = loaded.problem?.message ?? ""
    locationCellViewModelsBox.value = loaded.locations.map(makeCell)
    for cell in locationCellViewModelsBox.value { cell.start() }
  }

  /// The user removed place `number`.
  ///
  /// - Parameter number: The place's number, counted from 1.
  public func removePlace(number: Int) {
    guard let index = index(of: number) else { return }
    let removed = removeCell(at: index)
    save(saying: "Removed \(removed.location.name).")
  }

  private func index(of number: Int) -> Int? {
    guard locationCellViewModelsBox.value.indices.contains(number - 1) else {
      messageBox.value = "There is no place \(number)."
      return nil
    }
    return number - 1
  }

  private func save(saying done: String) {
    do {
      let saved = try store.save(locationCellViewModelsBox.value.map(\.location))
      messageBox.value = [done, saved.message].compactMap { $0 }.joined(separator: " ")
    } catch {
      messageBox.value = done + " " + error.message
    }
  }

  // The list's changes apart from saving them: a cell loads from the moment it joins the list
  // and stops as it leaves.
  func removeCell(at index: Int) -> LocationCellViewModel {
    var cells = locationCellViewModelsBox.value
    let removed = cells.remove(at: index)
    removed.stop()
    locationCellViewModelsBox.value = cells
    return removed
  }

  private func makeCell(for location: Location) -> LocationCellViewModel {
    LocationCellViewModel(location: location, environment: environment)
  }
}
