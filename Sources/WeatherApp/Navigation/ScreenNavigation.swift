import WeatherCore
import WeatherScreens
import WeatherViews

/// The app's screens: the list of saved places at the root, a weather screen over it, and
/// which of them is on show.
///
/// It makes each screen's view and controller, keeps them while they are open, and gives
/// every frame of the screen on show to ``onFrame``. It is the controllers' ``Navigator``:
/// the list's controller asks it for a place's weather screen.
@MainActor
final class ScreenNavigation: Navigator {
  /// The screen on show.
  private(set) var view: ScreenView
  /// Receives every frame that the screen on show draws.
  var onFrame: @MainActor (Frame) -> Void = { _ in }
  private let footnote: String
  private let environment: WeatherEnvironment
  private let store: LocationStore
  private let screens: Screens
  private var width: Int
  private let scheduler: DisplayScheduler
  private var weather: Screen?
  private var places: PlacesScreenParts?

  /// The controller of the weather screen on show, if any.
  var weatherController: (any ViewController)? { weather?.controller }
  /// The list's controller, once the list has been made.
  var locationsController: (any ViewController & LocationsScreen)? { places?.controller }

  /// Whether the list marks its selection (interactive mode).
  var showsSelection = false {
    didSet { places?.selection.showsSelection = showsSelection }
  }
  /// How many list cells fit on the terminal; every cell when `nil`.
  var visibleCellCount: Int? {
    didSet { places?.selection.visibleCellCount = visibleCellCount }
  }

  /// Creates the navigation with no screen open yet.
  ///
  /// - Parameters:
  ///   - environment: The services that the controllers get.
  ///   - footnote: The footnote of every screen's frames.
  ///   - store: Where the saved places live.
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  ///   - screens: Makes the variant's screens.
  init(
    environment: WeatherEnvironment, footnote: String, store: LocationStore, width: Int,
    scheduler: DisplayScheduler, screens: Screens
  ) {
    self.environment = environment
    self.footnote = footnote
    self.store = store
    self.screens = screens
    self.width = width
    self.scheduler = scheduler
    view = ScreenView(width: width, scheduler: .manual, promptTitle: "")
  }

  /// Whether the list of saved places is on show.
  var isShowingLocations: Bool { places.map { view === $0.view } ?? false }

  private var place: ScreenPlace { ScreenPlace(width: width, scheduler: scheduler) }

  /// Shows the screen that the program starts on.
  func showFirst(_ screen: WeatherOptions.ScreenChoice) {
    switch screen {
    case .weather: showWeatherScreen { [screens, environment] in screens.weather($0, environment) }
    case .locations: showLocations()
    }
  }

  /// Shows a new weather screen over the list, replacing any weather screen on show.
  func showWeatherScreen(_ makeScreen: @escaping @MainActor (ScreenPlace) -> Screen) {
    let screen = makeScreen(place)
    weather = screen
    // The controller becomes the view's, as a window's root view controller does, so the
    // first pass of the display cycle runs its `updateProperties()`.
    screen.view.viewController = screen.controller
    present(screen.view)
    screen.controller.viewDidLoad()
  }

  /// Shows the list, making it the first time; the weather screen on show, if any, is closed.
  func showLocations() {
    if let places {
      present(places.view)
    } else {
      let made = screens.locations(place, environment, store, self)
      made.selection.showsSelection = showsSelection
      made.selection.visibleCellCount = visibleCellCount
      places = made
      made.view.viewController = made.controller
      present(made.view)
      made.controller.viewDidLoad()
    }
    weather = nil
  }

  private func present(_ screen: ScreenView) {
    view.clearNotice()
    view = screen
    if screen.footnoteLabel.text != footnote { screen.footnoteLabel.text = footnote }
    screen.width = width
    screen.onDisplay = { [weak self, weak screen] frame in
      guard let self, let screen, self.view === screen else { return }
      self.onFrame(frame)
    }
    screen.setNeedsDisplay()
  }

  /// Moves the list's selection; does nothing elsewhere.
  func moveSelection(by offset: Int) {
    guard isShowingLocations else { return }
    places?.selection.moveSelection(by: offset)
  }

  /// On the list, opens the selected place.
  func openSelection() {
    guard isShowingLocations, let index = places?.selection.selectedIndex else { return }
    view.clearNotice()
    locationsController?.openPlace(number: index + 1)
  }

  /// From a weather screen, back to the list.
  func goBack() {
    guard !isShowingLocations else { return }
    view.prompt.text = ""
    showLocations()
  }

  /// Sets the width of every open screen's frames, and draws the one on show again.
  func resize(toWidth columns: Int) {
    width = columns
    for screen in [places?.view, weather?.view] { screen?.width = columns }
    view.width = columns
    view.setNeedsDisplay()
  }

  /// Whether a change on any open screen, shown or kept behind, waits to be updated or drawn.
  var frameWaiting: Bool {
    [view, places?.view, weather?.view].contains { screen in
      guard let screen else { return false }
      return screen.hasWaitingUpdatePasses || screen.needsDisplay
    }
  }
}
