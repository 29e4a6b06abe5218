import Foundation
import Testing
import WeatherApp
import WeatherCore
import WeatherMVC
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// The saved places' controllers of every variant, in process and without drawing: each keeps a
/// place's cell from one change of the list to the next, and opens a place on a weather screen
/// that it makes from the place itself.
@MainActor
@Suite("Saved places: cells kept by place, and opening a place")
struct LocationsCellTests {
  let folder: TemporaryDirectory
  let gate = ServiceGate()

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// `count` distinct places around Richmond.
  static func places(_ count: Int) -> [Location] {
    (0..<count).map { index in
      var place = CoreFixtures.richmond
      place.name = "Place \(index), VA"
      place.latitude += Double(index) / 1_000
      return place
    }
  }

  /// The places' weather answers at once; the geocoder is held at the gate, which records its
  /// calls, and knows none of them.
  var environment: WeatherEnvironment {
    WeatherEnvironment(
      geocoder: gate.hold(ServiceFakes.geocoder([:])),
      weather: ServiceFakes.weather(ServiceFakes.weatherbitExample))
  }

  /// A list screen loaded from a saved file of `places`, with its first update done.
  func listScreen(
    _ variant: WeatherVariant, places: [Location], navigator: KeepingNavigator = KeepingNavigator()
  ) throws -> ListScreen {
    let store = LocationStore(url: folder.file("places.json"))
    _ = try store.save(places)
    let parts = variant.screens.locations(
      ScreenPlace(width: LocationsView.defaultWidth, scheduler: .manual), environment, store,
      navigator)
    let view = parts.view
    let screen = ListScreen(view: view, controller: parts.controller, navigator: navigator)
    view.viewController = parts.controller
    parts.controller.viewDidLoad()
    screen.update()
    return screen
  }

  @Test(
    "adding a place to a list of 100 makes one cell, and the 100 keep theirs",
    arguments: WeatherVariant.retained)
  func addMakesOneCell(variant: WeatherVariant) throws {
    let screen = try listScreen(variant, places: Self.places(100))
    let before = screen.cells
    try #require(before.count == 100)
    let added = Self.places(101)[100]

    screen.controller.addPlace(added)
    screen.update()

    let after = screen.cells
    #expect(after.count == 101)
    #expect(after.prefix(100).elementsEqual(before, by: ===), "the same cells, in the same order")
    #expect(!before.contains { $0 === after[100] }, "the new place has a cell of its own")
    #expect(after[100].nameLabel.text == added.placeName)
  }

  @Test(
    "removing a place lets its cell, and what was bound to it, go",
    arguments: WeatherVariant.retained)
  func removeDropsTheCell(variant: WeatherVariant) async throws {
    let screen = try listScreen(variant, places: Self.places(100))
    try await screen.waitUntilLoaded()
    weak let removed = screen.cells[41]
    let kept = screen.cells.enumerated().filter { $0.offset != 41 }.map(\.element)

    screen.controller.removePlace(number: 42)
    screen.update()

    #expect(removed == nil, "nothing holds the removed place's cell, so nothing is bound to it")
    #expect(screen.cells.elementsEqual(kept, by: ===))
  }

  @Test(
    "opening a place shows its weather without geocoding it, and nothing keeps the closed screen",
    arguments: WeatherVariant.all)
  func openShowsThePlace(variant: WeatherVariant) async throws {
    let places = Self.places(3)
    let screen = try listScreen(variant, places: places)
    weak var closed: (any ViewController)?
    do {
      screen.controller.openPlace(number: 2)
      let shown = try #require(screen.navigator.shown.first)
      closed = shown.controller
      try await shown.waitUntilLoaded()
      let lines = shown.view.render().lines
      #expect(lines[1].hasPrefix("│ Place 1, VA "))
      #expect(lines[4].contains(" Broken clouds - 76℉ "))
      #expect((shown.controller as? any LocationShowing)?.shownLocation == places[1])
    }
    #expect(screen.navigator.shown.count == 1)
    #expect(!gate.history.contains { $0.hasPrefix("geocode") })

    screen.navigator.closeAll()
    #expect(closed == nil)
  }

  @Test("an MVC weather screen opened on a place shows it without geocoding, then looks up text")
  func mvcOpenedOnAPlace() async throws {
    let view = WeatherView(scheduler: .manual)
    let controller = WeatherViewController(
      view: view, location: ServiceFakes.paris,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder(["Raleigh, NC": [ServiceFakes.raleigh]])),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample)),
        defaultAddress: "Tokyo"))
    #expect(controller.shownLocation == nil)
    controller.viewDidLoad()
    #expect(view.locationLabel.text == "Loading…")
    try await gate.release("weather Paris, France")
    #expect(view.locationLabel.text == "Paris, France")
    #expect(view.currentConditionsView.summaryLabel.text == "Broken clouds - 76℉")
    #expect(controller.shownLocation == ServiceFakes.paris)

    view.prompt.submit("Raleigh, NC")
    #expect(view.locationLabel.text == "Loading…")
    try await gate.release("geocode Raleigh, NC")
    try await gate.release("weather Raleigh, NC")
    #expect(view.locationLabel.text == "Raleigh, NC")
    #expect(controller.shownLocation == ServiceFakes.raleigh)
    #expect(
      gate.history == ["weather Paris, France", "geocode Raleigh, NC", "weather Raleigh, NC"])
  }
}

/// A saved places screen under test: its view, its controller and the navigator it opens
/// places with.
@MainActor
struct ListScreen {
  let view: ScreenView
  let controller: any ViewController & LocationsScreen
  let navigator: KeepingNavigator

  /// Runs the update that a display pass would, where the Observation controller sets its cells.
  func update() { view.updatePropertiesIfNeeded() }

  /// The shared list view's cells, for a variant that draws its list with them; none for one
  /// that declares its rows.
  var cells: [LocationCell] { (view as? LocationsView)?.cells ?? [] }

  /// Returns once no cell shows "…" any more.
  func waitUntilLoaded(within seconds: Double = 30) async throws {
    try await waitUntil("every cell's weather has arrived", within: seconds) {
      update()
      return !cells.contains { $0.activityIndicator.isAnimating }
    }
  }
}

/// A navigator that keeps the weather screens it shows, as a navigation stack does, until they
/// are closed.
@MainActor
final class KeepingNavigator: Navigator {
  /// A weather screen on show.
  @MainActor
  struct Shown {
    let view: ScreenView
    let controller: any ViewController

    /// Returns once the screen shows the weather's summary, "Summary: …".
    func waitUntilLoaded(within seconds: Double = 30) async throws {
      try await waitUntil("the weather screen's weather has arrived", within: seconds) {
        view.updatePropertiesIfNeeded()
        return view.render().text.contains("Summary: ")
      }
    }
  }

  private(set) var shown: [Shown] = []

  func showWeatherScreen(_ makeScreen: @escaping @MainActor (ScreenPlace) -> Screen) {
    let screen = makeScreen(ScreenPlace(width: WeatherView.defaultWidth, scheduler: .manual))
    screen.view.viewController = screen.controller
    shown.append(Shown(view: screen.view, controller: screen.controller))
    screen.controller.viewDidLoad()
  }

  /// Closes every screen shown.
  func closeAll() { shown.removeAll() }
}

/// Waits, a turn of the main queue at a time, until `condition` holds.
///
/// - Throws: ``Timeout``, naming what was waited for, when it does not hold within `seconds`.
@MainActor
func waitUntil(
  _ what: String, within seconds: Double, _ condition: @MainActor () -> Bool
) async throws {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !condition() {
    guard ContinuousClock.now < deadline else { throw Timeout(what: what, seconds: seconds) }
    await MainQueue.nextTurn()
  }
}

/// What a wait waited for in vain.
struct Timeout: Error, CustomStringConvertible {
  let what: String
  let seconds: Double
  var description: String { "Waited \(seconds) s, in vain, until \(what)." }
}
