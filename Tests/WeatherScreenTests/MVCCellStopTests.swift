import Testing
import WeatherCore
import WeatherMVC
import WeatherScreens
import WeatherTestSupport

/// The MVC list's counterpart of a cell view model's `stop()`, with the weather held at a gate:
/// a place that goes while its weather loads takes its cell out of loading.
@MainActor
@Suite("MVC list: a removed place's cell")
struct MVCCellStopTests {
  @Test("removing a place stops its cell's loading, and the late answer changes nothing")
  func removeStopsLoading() async throws {
    let folder = try TemporaryDirectory()
    let store = LocationStore(url: folder.file("places.json"))
    _ = try store.save(LocationsCellTests.places(2))
    let gate = ServiceGate()
    let environment = WeatherEnvironment(
      geocoder: gate.hold(ServiceFakes.geocoder([:])),
      weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample)))
    let view = LocationsView(scheduler: .manual)
    let controller = LocationsViewController(
      view: view, environment: environment, store: store, navigator: nil)
    view.viewController = controller
    controller.viewDidLoad()
    // The first display pass runs, as when the screen is shown: until it does, the screen's
    // request for its own pass keeps the screen alive.
    view.updatePropertiesIfNeeded()
    let removed = try #require(view.cells.first)
    #expect(removed.activityIndicator.isAnimating)

    controller.removePlace(number: 1)
    #expect(!removed.activityIndicator.isAnimating)
    try await gate.release("weather Place 0, VA")

    #expect(removed.summaryLabel.text.isEmpty)
    #expect(!removed.activityIndicator.isAnimating)
    // The place that stays gets its weather too, so that no load the test started outlives it.
    try await gate.release("weather Place 1, VA")
  }
}
