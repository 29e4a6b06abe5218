import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The saved places, declared: the title with its count, a row for each place in view, the
/// list's message and the prompt. A row is identified by its cell view model, as `ForEach`
/// identifies a list's rows, and reads only that view model's weather, so one place's new
/// weather evaluates that row's body and no other.
///
/// The selection and the scroll window are the list's own (``PlacesPosition``): the app moves
/// the selection through the host, and the body works out which places are in view, as a
/// scroll view keeps its offset.
///
/// ```swift
/// let screen = PlacesScreen(environment: environment, store: store, navigator: navigator)
/// let host = HostingController(
///   rootView: screen, width: 52, scheduler: .mainQueue, promptTitle: ScreenWording.placesPrompt)
/// host.viewDidLoad()
/// ```
public struct PlacesScreen: DeclaredView {
  /// The list's view model, the same type that the Observation variant's controller reads.
  public let viewModel: LocationsViewModel
  /// The selection and the window of places in view.
  public let position: PlacesPosition
  /// Shows the weather screen of an opened place; held weakly, as the app owns it.
  public private(set) weak var navigator: (any Navigator)?
  @State private var placeName = ""

  /// Declares the list over a new view model.
  ///
  /// - Parameters:
  ///   - environment: The services and settings, handed on to the view model.
  ///   - store: Where the places are saved, handed on to the view model.
  ///   - navigator: Shows the weather screen of a place; held weakly.
  public init(environment: WeatherEnvironment, store: LocationStore, navigator: (any Navigator)?) {
    viewModel = LocationsViewModel(environment: environment, store: store)
    position = PlacesPosition()
    self.navigator = navigator
  }

  /// The title and its count, the places in view, the message and the prompt.
  public var body: some DeclaredView {
    let places = viewModel.locationCellViewModels
    let settled = position.settled(count: places.count)
    let message = TerminalText.sanitize(viewModel.message)
    VStack(alignment: .leading) {
      twoSided(
        left: ScreenWording.placesTitle,
        right: ScreenWording.placeCount(shown: settled.window, of: places.count))
      Divider()
      if places.isEmpty {
        Text(ScreenWording.noPlaces).lineLimit(1)
      }
      ForEach(settled.window.map { NumberedPlace(index: $0, place: places[$0]) }) { numbered in
        HStack(alignment: .top, spacing: 0) {
          Text(
            ScreenWording.rowPrefix(
              number: numbered.index + 1,
              selected: position.showsSelection && numbered.index == settled.selected))
          PlaceRow(place: numbered.place)
        }
      }
      Divider()
      if !message.isEmpty {
        Text(message).lineLimit(ScreenView.maximumMessageLines)
      }
      TextField(text: $placeName).onSubmit { viewModel.addPlace(named: $0) }
    }
    .onAppear { viewModel.viewDidLoad() }
  }

  /// Opens place `number` on a weather screen declared over the view model its cell makes.
  func openPlace(number: Int) {
    guard let placeViewModel = viewModel.openPlace(number: number) else { return }
    navigator?.showWeatherScreen { place in
      WeatherScreen.screen(viewModel: placeViewModel, at: place)
    }
  }
}

/// A place and its index in the list, identified by its cell view model.
struct NumberedPlace: Identifiable {
  let index: Int
  let place: LocationCellViewModel

  var id: ObjectIdentifier { ObjectIdentifier(place) }
}

/// One saved place on two lines, beside its number: its name with the temperature flush right,
/// then its region and conditions with the wind; "…" stands for the weather while it loads.
///
/// Two rows are equal when they show the same cell view model, so a change to the list, even
/// one that numbers the places anew, evaluates only the rows of places that are new.
struct PlaceRow: DeclaredView, Equatable {
  let place: LocationCellViewModel

  var body: some DeclaredView {
    let weather = place.weather
    let loading = weather.isLoading
    let summary = loading ? "…" : TerminalText.sanitize(weather.conditions.summary)
    let region = TerminalText.sanitize(place.region)
    // The region and the summary, with " · " between them when there are both.
    let details = region.isEmpty || summary.isEmpty ? region + summary : region + " · " + summary
    VStack(alignment: .leading) {
      twoSided(left: place.name, right: loading ? "" : weather.conditions.temperature)
      twoSided(left: details, right: loading ? "" : weather.conditions.wind)
    }
  }

  nonisolated static func == (lhs: PlaceRow, rhs: PlaceRow) -> Bool {
    lhs.place === rhs.place
  }
}

/// A line with text on the left and text flush right, the left side cut first; with nothing on
/// the right, the left side takes the whole line.
///
/// - Parameters:
///   - left: The text on the left.
///   - right: The text flush right, or "".
/// - Returns: The line's views.
@MainActor
func twoSided(left: String, right: String) -> some DeclaredView {
  HStack {
    Text(left).frame(maxWidth: .infinity, alignment: .leading)
    if !TerminalText.sanitize(right).isEmpty {
      Text(right)
    }
  }
  .lineLimit(1)
}
