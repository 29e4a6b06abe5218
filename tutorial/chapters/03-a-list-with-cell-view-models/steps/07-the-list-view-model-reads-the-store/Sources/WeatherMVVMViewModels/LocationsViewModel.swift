import BoxBinding
import Foundation
import WeatherCore

/// The saved places' view model: it reads the store, and hands out one
/// ``LocationCellViewModel`` per place.
///
/// Its outputs are boxes: the cells' view models and a message.
///
/// ```swift
/// let viewModel = LocationsViewModel(environment: environment, store: store)
/// viewModel.locationCellViewModels.bind { cells in print(cells.map(\.location.name)) }
/// viewModel.viewDidLoad()
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

  private func makeCell(for location: Location) -> LocationCellViewModel {
    LocationCellViewModel(location: location, environment: environment)
  }
}
