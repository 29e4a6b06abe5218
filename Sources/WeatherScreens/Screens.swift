import WeatherCore
import WeatherViews

/// Makes a variant's weather screen controller for the shared view.
public typealias ControllerFactory =
  @MainActor (_ view: WeatherView, _ environment: WeatherEnvironment) -> any ViewController

/// Makes a variant's saved-places controller for the shared view.
public typealias LocationsControllerFactory =
  @MainActor (
    _ view: LocationsView, _ environment: WeatherEnvironment, _ store: LocationStore,
    _ navigator: any Navigator
  ) -> any ViewController & LocationsScreen

/// A variant's controllers: the one place the executables differ.
///
/// Each variant's module makes its own once, as a static member (`Screens.mvc`, `Screens.mvvm`,
/// `Screens.observation`, `Screens.declarative`), and its executable, side by side and the tests
/// all use that one.
///
/// ```swift
/// let screens = Screens(
///   weather: { WeatherViewController(view: $0, environment: $1) },
///   locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
/// ```
public struct Screens: Sendable {
  /// Makes the weather screen's controller.
  public var weather: ControllerFactory
  /// Makes the saved places' controller.
  public var locations: LocationsControllerFactory

  /// Creates a variant's factories.
  ///
  /// - Parameters:
  ///   - weather: Makes the weather screen's controller.
  ///   - locations: Makes the saved places' controller.
  public init(weather: @escaping ControllerFactory, locations: @escaping LocationsControllerFactory)
  {
    self.weather = weather
    self.locations = locations
  }
}
