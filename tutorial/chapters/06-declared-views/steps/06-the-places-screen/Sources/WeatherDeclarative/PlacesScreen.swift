import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The saved places, declared: the message, the prompt, and a row for each cell view model,
/// identified by the view model, as `ForEach` identifies a list's rows.
///
/// The list's retained view wants a cell per place, in order. The screen keeps them in its
/// own state, by cell view model, so a change to the list makes a cell only for a place that
/// is new; a ``DeclarativeViews/Representable`` hands the cells to the view, and each row
/// writes its own cell. A row reads only its cell view model's weather, so one place's new
/// weather evaluates that row's body and no other, and the screen's body reads the list and
/// its message, never a cell's weather.
///
/// ```swift
/// let screen = PlacesScreen(
///   environment: environment, store: store, view: view, navigator: navigator)
/// let host = HostingController(rootView: screen, on: view)
/// host.viewDidLoad()
/// ```
public struct PlacesScreen: DeclaredView {
  /// The list's view model, the same type that the Observation variant's controller reads.
  public let viewModel: LocationsViewModel
  /// The retained view that the body writes and that draws the list.
  public let view: LocationsView
  /// Shows the weather screen of an opened place; held weakly, as the app owns it.
  public private(set) weak var navigator: (any Navigator)?
  @State private var placeName = ""
  // A class in state, so that it lasts as long as the screen's identity and the body can
  // update it without writing state, which a body must not do.
  @State private var cells = RowCells()

  /// Declares the list over a new view model.
  ///
  /// - Parameters:
  ///   - environment: The services and settings, handed on to the view model.
  ///   - store: Where the places are saved, handed on to the view model.
  ///   - view: The screen's view.
  ///   - navigator: Shows the weather screen of a place; held weakly.
  public init(
    environment: WeatherEnvironment, store: LocationStore, view: LocationsView,
    navigator: (any Navigator)?
  ) {
    viewModel = LocationsViewModel(environment: environment, store: store)
    self.view = view
    self.navigator = navigator
  }

  /// The message, the prompt, the cells in the list's order, and a row for each.
  public var body: some DeclaredView {
    let places = viewModel.locationCellViewModels
    VStack {
      Text(viewModel.message, in: view.messageLabel)
      TextField(text: $placeName, in: view.prompt) { viewModel.addPlace(named: $0) }
      Representable(view) { [cells] in $0.cells = cells.update(to: places) }
      ForEach(places, id: \.identity) { place in
        PlaceRow(place: place, cell: cells.cell(for: place))
      }
    }
    .onAppear { viewModel.viewDidLoad() }
  }

  /// Opens place `number` on a weather screen declared over the view model its cell makes.
  func openPlace(number: Int) {
    guard let placeViewModel = viewModel.openPlace(number: number) else { return }
    navigator?.showWeather { view in
      HostingController(rootView: WeatherScreen(viewModel: placeViewModel, view: view), on: view)
    }
  }
}

/// One saved place: its name, its region and its weather, written to its own cell.
///
/// Two rows are equal when they show the same cell view model in the same cell, so a change
/// to the list evaluates only the rows of places that are new.
struct PlaceRow: DeclaredView, Equatable {
  let place: LocationCellViewModel
  let cell: LocationCell

  var body: some DeclaredView {
    let weather = place.weather
    VStack {
      HStack {
        Text(place.name, in: cell.nameLabel)
        Text(place.region, in: cell.regionLabel)
      }
      HStack {
        Text(weather.conditions.summary, in: cell.summaryLabel)
        Text(weather.conditions.temperature, in: cell.temperatureLabel)
        Text(weather.conditions.wind, in: cell.windLabel)
        ActivityIndicator(isAnimating: weather.isLoading, in: cell.activityIndicator)
      }
    }
  }

  nonisolated static func == (lhs: PlaceRow, rhs: PlaceRow) -> Bool {
    lhs.place === rhs.place && lhs.cell === rhs.cell
  }
}

/// The list's retained cells, kept by cell view model, not by place: a row reads the view
/// model its cell was made for, so a place removed and added again gets a new cell.
@MainActor
final class RowCells {
  private var cells = CellsByIdentity<ObjectIdentifier, LocationCell>()

  /// Changes the cells to those of `places`, making one for each place that is new.
  func update(to places: [LocationCellViewModel]) -> [LocationCell] {
    cells.update(to: places, id: \.identity) { _ in LocationCell() }
  }

  /// The cell of `place`, which ``update(to:)`` made.
  func cell(for place: LocationCellViewModel) -> LocationCell {
    guard let cell = cells.cell(for: place.identity) else {
      preconditionFailure("a row was declared before its cell was made")
    }
    return cell
  }
}

extension LocationCellViewModel {
  /// The view model itself, as the identity of its row and its cell.
  fileprivate var identity: ObjectIdentifier { ObjectIdentifier(self) }
}

/// What the app asks of the saved places, forwarded to the view model.
extension HostingController: LocationsScreen where Content == PlacesScreen {
  /// Opens place `number` on the weather screen, or the message says there is none.
  public func openPlace(number: Int) { rootView.openPlace(number: number) }
  /// Removes place `number` through the view model.
  public func removePlace(number: Int) { rootView.viewModel.removePlace(number: number) }
  /// Adds a geocoded place through the view model.
  public func addPlace(_ location: Location) { rootView.viewModel.addPlace(location) }
}
