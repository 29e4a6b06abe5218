import BoxBinding
import Foundation
import WeatherCore

/// The saved places' view model: it reads and writes the store, and hands out one
/// ``LocationCellViewModel`` per place.
///
/// Inputs are named after what the user does (``addPlace(named:)``,
/// ``removePlace(number:)``, ``openPlace(number:)``); outputs are boxes: the cells' view
/// models and a message. Opening a place returns the weather screen's view model, for the
/// controller to show: it is an event, not a state that a box would keep and replay.
///
/// ```swift
/// let viewModel = LocationsViewModel(environment: environment, store: store)
/// viewModel.locationCellViewModels.bind { cells in print(cells.map(\.location.name)) }
/// viewModel.viewDidLoad()
/// viewModel.addPlace(named: "Oslo")
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
  private var lookup: Task<Void, Never>?

  /// Creates the view model; nothing is read until ``viewDidLoad()``.
  ///
  /// - Parameters:
  ///   - environment: The geocoder, the weather service and the units.
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

  /// The user typed a place to add: it is geocoded, then appended unless already there.
  ///
  /// The text is trimmed and empty text is ignored. A newer lookup cancels an older one.
  ///
  /// - Parameter text: What the user typed.
  public func addPlace(named text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else { return }
    // The latest request wins: an older lookup still in flight must not add its place.
    lookup?.cancel()
    messageBox.value = "Looking up \(address)…"
    lookup = Task { await self.geocode(address) }
  }

  /// Appends a place that is already geocoded, unless it is in the list, and saves the list.
  ///
  /// - Parameter location: The place.
  public func addPlace(_ location: Location) {
    lookup?.cancel()
    let cells = locationCellViewModelsBox.value
    guard !cells.contains(where: { $0.location.name == location.name }) else {
      messageBox.value = "\(location.name) is already in the list."
      return
    }
    appendCell(for: location)
    save(saying: "Added \(location.name).")
  }

  /// The user removed place `number`.
  ///
  /// - Parameter number: The place's number, counted from 1.
  public func removePlace(number: Int) {
    guard let index = index(of: number) else { return }
    let removed = removeCell(at: index)
    save(saying: "Removed \(removed.location.name).")
  }

  /// The user opened place `number`.
  ///
  /// - Parameter number: The place's number, counted from 1.
  /// - Returns: The view model of the weather screen to show, made by the place's cell; `nil`
  ///   when there is no such place (the message then says so).
  @discardableResult
  public func openPlace(number: Int) -> WeatherViewModel? {
    guard let index = index(of: number) else { return nil }
    return locationCellViewModelsBox.value[index].locationViewModel
  }

  private func geocode(_ address: String) async {
    let found: [Location]
    do {
      found = try await environment.geocoder.search(address)
    } catch {
      guard !Task.isCancelled else { return }
      messageBox.value = "Place lookup unavailable: " + error.serviceMessage
      return
    }
    guard !Task.isCancelled else { return }
    guard let location = found.first else {
      messageBox.value = "Not found: \(address)"
      return
    }
    addPlace(location)
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
  func appendCell(for location: Location) {
    let cell = makeCell(for: location)
    locationCellViewModelsBox.value = locationCellViewModelsBox.value + [cell]
    cell.start()
  }

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
