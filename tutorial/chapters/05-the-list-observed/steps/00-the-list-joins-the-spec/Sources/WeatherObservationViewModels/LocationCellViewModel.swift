import BoxBinding
import Foundation
import WeatherCore
import WeatherPresentation

/// One saved place's cell: it owns the place, loads its weather and publishes every piece of
/// text the cell shows through boxes; it also makes the view model of the screen it opens.
///
/// ```swift
/// let cell = LocationCellViewModel(location: paris, environment: environment)
/// cell.conditions.bind { print($0.summary) }  // ""
/// cell.start()  // isLoading true, then "Scattered clouds"
/// let screen = cell.locationViewModel
/// ```
@MainActor
public final class LocationCellViewModel {
  /// The place this cell shows.
  public let location: Location
  /// The place's own name, such as "Richmond".
  public var name: ReadOnlyBox<String> { nameBox.readOnly }
  /// The state for US places, the country elsewhere, such as "VA" or "France".
  public var region: ReadOnlyBox<String> { regionBox.readOnly }
  /// The weather as the cell shows it, published at once since it arrives at once.
  public var conditions: ReadOnlyBox<LocationCellConditions> { conditionsBox.readOnly }
  /// Whether the weather is loading.
  public var isLoading: ReadOnlyBox<Bool> { isLoadingBox.readOnly }

  // The outputs themselves, which only the view model sets.
  private let nameBox: Box<String>
  private let regionBox: Box<String>
  private let conditionsBox = Box(LocationCellConditions())
  private let isLoadingBox = Box(false)

  private let environment: WeatherEnvironment
  private let cellFormatter: CellWeatherFormatter
  private var load: Task<Void, Never>?

  /// Creates the cell's view model; nothing loads until ``start()``.
  ///
  /// - Parameters:
  ///   - location: The place.
  ///   - environment: The weather service and the units (and, for the screen it opens, the
  ///     geocoder).
  public init(location: Location, environment: WeatherEnvironment) {
    self.location = location
    self.environment = environment
    nameBox = Box(location.placeName)
    regionBox = Box(location.displayRegion)
    cellFormatter = CellWeatherFormatter(units: environment.units)
  }

  /// The view model of the weather screen for this place, ready to show it without geocoding.
  public var locationViewModel: WeatherViewModel {
    WeatherViewModel(location: location, environment: environment)
  }

  /// Loads the place's weather; a newer start cancels an older load, so the latest wins.
  public func start() {
    load?.cancel()
    isLoadingBox.value = true
    load = Task { await self.fetchWeather() }
  }

  /// Stops loading, for a cell that leaves the list: the cell is no longer loading.
  public func stop() {
    load?.cancel()
    load = nil
    // A cancelled load returns before it touches an output, so the loading ends here.
    isLoadingBox.value = false
  }

  private func fetchWeather() async {
    do {
      let weather = try await environment.weather.current(location, environment.units)
      guard !Task.isCancelled else { return }
      show(weather)
    } catch {
      guard !Task.isCancelled else { return }
      conditionsBox.value = LocationCellConditions(summary: cellFormatter.summary(for: error))
    }
    isLoadingBox.value = false
  }

  /// Publishes a weather result.
  func show(_ weather: WeatherData) {
    let text = cellFormatter.texts(for: weather)
    conditionsBox.value = LocationCellConditions(
      summary: text.summary, temperature: text.temperature, wind: text.wind)
  }
}
