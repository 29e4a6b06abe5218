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
  private(set) var weatherController: (any ViewController)?
  private var weatherView: WeatherView?
  private(set) var locationsController: (any ViewController & LocationsScreen)?
  private var locationsView: LocationsView?

  /// Whether the list marks its selection (interactive mode).
  var showsSelection = false {
    didSet { locationsView?.showsSelection = showsSelection }
  }
  /// How many list cells fit on the terminal; every cell when `nil`.
  var visibleCellCount: Int? {
    didSet { locationsView?.visibleCellCount = visibleCellCount }
  }

  /// Creates the navigation with no screen open yet.
  ///
  /// - Parameters:
  ///   - environment: The services that the controllers get.
  ///   - footnote: The footnote of every screen's frames.
  ///   - store: Where the saved places live.
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  ///   - screens: Makes the variant's controllers.
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
  var isShowingLocations: Bool { view === locationsView }

  /// Shows the screen that the program starts on.
  func showFirst(_ screen: WeatherOptions.ScreenChoice) {
    switch screen {
    case .weather: showWeather { [screens, environment] in screens.weather($0, environment) }
    case .locations: showLocations()
    }
  }

  /// Shows a new weather screen over the list, replacing any weather screen on show.
  func showWeather(
    _ makeController: @escaping @MainActor (WeatherView) -> any ViewController
  ) {
    let weatherView = WeatherView(width: width, scheduler: scheduler)
    let controller = makeController(weatherView)
    self.weatherView = weatherView
    weatherController = controller
    // The controller becomes the view's, as a window's root view controller does, so the
    // first pass of the display cycle runs its `updateProperties()`.
    weatherView.viewController = controller
    present(weatherView)
    controller.viewDidLoad()
  }

  /// Shows the list, making it the first time; the weather screen on show, if any, is closed.
  func showLocations() {
    if let locationsView {
      present(locationsView)
    } else {
      let view = LocationsView(width: width, scheduler: scheduler)
      view.showsSelection = showsSelection
      view.visibleCellCount = visibleCellCount
      let controller = screens.locations(view, environment, store, self)
      locationsView = view
      locationsController = controller
      view.viewController = controller
      present(view)
      controller.viewDidLoad()
    }
    weatherController = nil
    weatherView = nil
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
    locationsView?.moveSelection(by: offset)
  }

  /// On the list, opens the selected place.
  func openSelection() {
    guard isShowingLocations, let index = locationsView?.selectedIndex else { return }
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
    for screen in [locationsView, weatherView] { screen?.width = columns }
    view.width = columns
    view.setNeedsDisplay()
  }

  /// Whether a change on any open screen, shown or kept behind, waits to be updated or drawn.
  var frameWaiting: Bool {
    [view, locationsView, weatherView].contains { screen in
      guard let screen else { return false }
      return screen.hasWaitingUpdatePasses || screen.needsDisplay
    }
  }
}
