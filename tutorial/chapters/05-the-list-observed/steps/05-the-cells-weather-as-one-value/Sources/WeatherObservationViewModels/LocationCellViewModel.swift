import Foundation
import Observation
import WeatherCore
import WeatherPresentation

/// One saved place's cell, `@Observable`: it owns the place, loads its weather and publishes
/// what the cell shows as plain properties (its weather as one value); it also makes the view
/// model of the screen it opens.
///
/// ```swift
/// let cell = LocationCellViewModel(location: paris, environment: environment)
/// cell.start()  // weather.isLoading is true until the weather arrives
/// let screen = cell.locationViewModel
/// ```
@MainActor
@Observable
public final class LocationCellViewModel {
  /// The place this cell shows.
  public let location: Location
  /// The place's own name, such as "Richmond".
  public let name: String
  /// The state for US places, the country elsewhere, such as "VA" or "France".
  public let region: String
  /// The weather as the cell shows it, and whether it is loading: one property, since the
  /// cell's update pass reads both, and Observation's cost is per property that a pass tracks.
  public private(set) var weather = CellWeather()

  /// What a cell shows of its place's weather: the conditions, and whether they are loading.
  public struct CellWeather: Equatable, Sendable {
    /// The weather as the cell shows it; empty before an answer.
    public var conditions = LocationCellConditions()
    /// Whether the weather is loading.
    public var isLoading = false

    /// Creates the weather a cell shows; by default none, and not loading.
    public init(
      conditions: LocationCellConditions = LocationCellConditions(), isLoading: Bool = false
    ) {
      self.conditions = conditions
      self.isLoading = isLoading
    }
  }

  private let environment: WeatherEnvironment
  private let cellFormatter: CellWeatherFormatter
  @ObservationIgnored private var load: Task<Void, Never>?

  /// Creates the cell's view model; nothing loads until ``start()``.
  ///
  /// - Parameters:
  ///   - location: The place.
  ///   - environment: The weather service and the units (and, for the screen it opens, the
  ///     geocoder).
  public init(location: Location, environment: WeatherEnvironment) {
    self.location = location
    self.environment = environment
    name = location.placeName
    region = location.displayRegion
    cellFormatter = CellWeatherFormatter(units: environment.units)
  }

  /// The view model of the weather screen for this place, ready to show it without geocoding.
  public var locationViewModel: WeatherViewModel {
    WeatherViewModel(location: location, environment: environment)
  }

  /// Loads the place's weather; a newer start cancels an older load, so the latest wins.
  public func start() {
    load?.cancel()
    weather = CellWeather(conditions: weather.conditions, isLoading: true)
    load = Task { await self.fetchWeather() }
  }

  /// Stops loading, for a cell that leaves the list: the cell is no longer loading.
  public func stop() {
    load?.cancel()
    load = nil
    // A cancelled load returns before it touches an output, so the loading ends here.
    weather.isLoading = false
  }

  private func fetchWeather() async {
    do {
      let weather = try await environment.weather.current(location, environment.units)
      guard !Task.isCancelled else { return }
      show(weather)
    } catch {
      guard !Task.isCancelled else { return }
      weather = CellWeather(
        conditions: LocationCellConditions(summary: cellFormatter.summary(for: error)))
    }
  }

  /// Publishes a weather result, which ends the loading.
  func show(_ weather: WeatherData) {
    let text = cellFormatter.texts(for: weather)
    self.weather = CellWeather(
      conditions: LocationCellConditions(
        summary: text.summary, temperature: text.temperature, wind: text.wind))
  }
}
