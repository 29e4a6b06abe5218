import WeatherCore
import WeatherViews

/// Makes a retained variant's weather screen controller for the shared view.
public typealias ControllerFactory =
  @MainActor (_ view: WeatherView, _ environment: WeatherEnvironment) -> any ViewController

/// Makes a retained variant's saved-places controller for the shared view.
public typealias LocationsControllerFactory =
  @MainActor (
    _ view: LocationsView, _ environment: WeatherEnvironment, _ store: LocationStore,
    _ navigator: any Navigator
  ) -> any ViewController & LocationsScreen

/// Makes a variant's weather screen: its view and its controller.
public typealias WeatherScreenFactory =
  @MainActor (_ place: ScreenPlace, _ environment: WeatherEnvironment) -> Screen

/// Makes a variant's saved-places screen: its view, its controller and its selection.
public typealias PlacesScreenFactory =
  @MainActor (
    _ place: ScreenPlace, _ environment: WeatherEnvironment, _ store: LocationStore,
    _ navigator: any Navigator
  ) -> PlacesScreenParts

/// A variant's screens: the one place the executables differ.
///
/// Each variant's module makes its own once, as a static member (`Screens.mvc`, `Screens.mvvm`,
/// `Screens.observation`, `Screens.declarative`), and its executable, side by side and the tests
/// all use that one. A variant whose controllers drive the shared retained views
/// (``WeatherView``, ``LocationsView``) gives only its controllers; a variant that draws its
/// screens its own way makes their views too.
///
/// ```swift
/// let screens = Screens(
///   weather: { WeatherViewController(view: $0, environment: $1) },
///   locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
/// ```
public struct Screens: Sendable {
  /// Makes the weather screen.
  public var weather: WeatherScreenFactory
  /// Makes the saved places' screen.
  public var locations: PlacesScreenFactory

  /// Creates a variant's screens from controllers of the shared retained views, which the
  /// screens make.
  ///
  /// - Parameters:
  ///   - weather: Makes the weather screen's controller.
  ///   - locations: Makes the saved places' controller.
  public init(weather: @escaping ControllerFactory, locations: @escaping LocationsControllerFactory)
  {
    self.weather = { place, environment in
      Screen(weather: place) { weather($0, environment) }
    }
    self.locations = { place, environment, store, navigator in
      let view = LocationsView(width: place.width, scheduler: place.scheduler)
      let controller = locations(view, environment, store, navigator)
      return PlacesScreenParts(view: view, controller: controller, selection: view)
    }
  }

  /// Creates a variant's screens from factories that make each screen whole.
  ///
  /// - Parameters:
  ///   - weather: Makes the weather screen.
  ///   - places: Makes the saved places' screen.
  public init(weather: @escaping WeatherScreenFactory, places: @escaping PlacesScreenFactory) {
    self.weather = weather
    locations = places
  }
}

/// Where a new screen goes: the width of its frames and the display cycle that draws them.
public struct ScreenPlace: Sendable {
  /// The frame width in columns.
  public var width: Int
  /// When dirty frames are drawn.
  public var scheduler: DisplayScheduler

  /// Creates a place for a screen.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  public init(width: Int, scheduler: DisplayScheduler) {
    self.width = width
    self.scheduler = scheduler
  }
}

/// A screen as the app sees it, whichever variant made it: the view that draws it (its prompt,
/// notice, footnote, width and display cycle) and its controller.
@MainActor
public struct Screen {
  /// The root view, which draws every frame of the screen.
  public let view: ScreenView
  /// The screen's controller, which the app keeps while the screen is open.
  public let controller: any ViewController

  /// Pairs a screen's view with its controller.
  ///
  /// - Parameters:
  ///   - view: The root view.
  ///   - controller: The controller.
  public init(view: ScreenView, controller: any ViewController) {
    self.view = view
    self.controller = controller
  }

  /// A weather screen on the shared ``WeatherView``, with the controller that `makeController`
  /// makes for it.
  ///
  /// - Parameters:
  ///   - place: Where the screen goes.
  ///   - makeController: Makes the controller for the new view.
  public init(
    weather place: ScreenPlace, controller makeController: (WeatherView) -> any ViewController
  ) {
    let view = WeatherView(width: place.width, scheduler: place.scheduler)
    self.init(view: view, controller: makeController(view))
  }
}

/// The saved places' screen as the app sees it: its view and controller, and the selection that
/// the app moves in interactive mode.
@MainActor
public struct PlacesScreenParts {
  /// The root view, which draws every frame of the list.
  public let view: ScreenView
  /// The list's controller, which opens, removes and adds places.
  public let controller: any ViewController & LocationsScreen
  /// The selection and the scroll window of the list.
  public let selection: any PlacesSelection

  /// Gathers the parts of a list screen.
  ///
  /// - Parameters:
  ///   - view: The root view.
  ///   - controller: The list's controller.
  ///   - selection: The list's selection.
  public init(
    view: ScreenView, controller: any ViewController & LocationsScreen,
    selection: any PlacesSelection
  ) {
    self.view = view
    self.controller = controller
    self.selection = selection
  }
}

/// The selection of the saved places in interactive mode, and how many places fit: what the app
/// moves with the arrow keys and the terminal's height, whichever variant draws the list.
@MainActor
public protocol PlacesSelection: AnyObject {
  /// Whether the selected place is marked with "›".
  var showsSelection: Bool { get set }
  /// How many places fit on the terminal; `nil` shows every place.
  var visibleCellCount: Int? { get set }
  /// The selected place's index, when there are places.
  var selectedIndex: Int? { get }
  /// Moves the selection by `offset` places, stopping at the first and the last.
  func moveSelection(by offset: Int)
}

extension LocationsView: PlacesSelection {}
