import WeatherCore
import WeatherPresentation

/// What the spec asks of a kind's cell view model: how it is made and the inputs it takes, which
/// the cell view models of every kind have by the same names.
@MainActor
public protocol LocationCellViewModelContract: AnyObject {
  /// The weather view model of the screen that a cell opens.
  associatedtype Screen: WeatherViewModelContract
  /// A cell's view model for `location`; nothing loads until ``start()``.
  init(location: Location, environment: WeatherEnvironment)
  /// The cell's place.
  var location: Location { get }
  /// The view model of the weather screen for the cell's place.
  var locationViewModel: Screen { get }
  /// Loads the place's weather.
  func start()
  /// Stops loading, for a cell that leaves the list.
  func stop()
}

/// A saved place's cell's outputs, each as the history of what it showed.
@MainActor
public struct LocationCellOutputs {
  /// The place's name.
  public var name: History<String>
  /// The place's region.
  public var region: History<String>
  /// The summary, temperature and wind, or a short error in place of the summary.
  public var conditions: History<LocationCellConditions>
  /// Whether the place's weather is on its way.
  public var isLoading: History<Bool>

  /// Outputs read from the given histories.
  public init(
    name: History<String>, region: History<String>, conditions: History<LocationCellConditions>,
    isLoading: History<Bool>
  ) {
    self.name = name
    self.region = region
    self.conditions = conditions
    self.isLoading = isLoading
  }
}

/// A kind of view model, as the cell's spec runs it: its cell view model, and how to record
/// what a cell shows.
@MainActor
public protocol LocationCellKind: WeatherScreenKind {
  /// This kind's cell view model, which opens this kind's weather view model.
  associatedtype Cell: LocationCellViewModelContract where Cell.Screen == Screen

  /// Starts recording every output of `cell`.
  static func record(_ cell: Cell) -> LocationCellOutputs
}

/// What the spec asks of a kind's list view model: how it is made and the inputs it takes,
/// which the list view models of every kind have by the same names.
@MainActor
public protocol LocationsViewModelContract: AnyObject {
  /// The weather view model of the screen that a place opens.
  associatedtype Screen: WeatherViewModelContract
  /// A list's view model that keeps its places in `store`.
  init(environment: WeatherEnvironment, store: LocationStore)
  /// The list's view has loaded.
  func viewDidLoad()
  /// The user typed a place to add.
  func addPlace(named text: String)
  /// The user picked a place to add.
  func addPlace(_ location: Location)
  /// The user asked to remove the place at `number`, counted from 1.
  func removePlace(number: Int)
  /// The user asked to open the place at `number`, counted from 1.
  func openPlace(number: Int) -> Screen?
}

/// The list's outputs, each as the history of what it showed.
@MainActor
public struct LocationsOutputs<Cell> {
  /// The cells' view models, one a place, in the list's order.
  public var cells: History<[Cell]>
  /// The line that says what the last command did.
  public var message: History<String>

  /// Outputs read from the given histories.
  public init(cells: History<[Cell]>, message: History<String>) {
    self.cells = cells
    self.message = message
  }
}

/// A kind of view model, as the list's spec runs it: its list view model, and how to record
/// what the list shows.
@MainActor
public protocol LocationsKind: LocationCellKind {
  /// This kind's list view model, which hands out this kind's cells and opens its weather view
  /// model.
  associatedtype List: LocationsViewModelContract where List.Screen == Screen

  /// Starts recording every output of `list`.
  static func record(_ list: List) -> LocationsOutputs<Cell>
}
