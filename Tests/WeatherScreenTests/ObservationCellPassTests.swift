import Testing
import WeatherCore
import WeatherObservation
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// The Observation list, cell by cell: each cell sets itself from its own view model in an
/// update pass of its own, and the controller's pass reads only the list, so a change runs the
/// passes that read it and no others. The weather waits at a gate, so a test decides which
/// place's answer arrives, and every update pass the display cycle runs is recorded.
@MainActor
@Suite("Observation list: each cell's own update pass")
struct ObservationCellPassTests {
  let folder: TemporaryDirectory
  let gate = ServiceGate()

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// A list of `count` saved places with its first display pass run, and the log of every
  /// update pass from then on. The controller is returned too: the view holds it weakly.
  func listScreen(_ count: Int) throws -> (LocationsView, LocationsViewController, PassLog) {
    let store = LocationStore(url: folder.file("places.json"))
    _ = try store.save(LocationsCellTests.places(count))
    let environment = WeatherEnvironment(
      geocoder: gate.hold(ServiceFakes.geocoder([:])),
      weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample)))
    let view = LocationsView(scheduler: .manual)
    let controller = LocationsViewController(
      view: view, environment: environment, store: store, navigator: nil)
    view.viewController = controller
    controller.viewDidLoad()
    let log = PassLog(view)
    view.updatePropertiesIfNeeded()
    #expect(log.passes.count == 1 + count, "the controller's first pass, then each cell's")
    log.passes = []
    return (view, controller, log)
  }

  /// Every update pass of a screen, as the view whose pass it was.
  @MainActor
  final class PassLog {
    var passes: [View] = []

    init(_ view: ScreenView) {
      view.onUpdatePass = { [weak self] in self?.passes.append($0) }
    }
  }

  @Test("one place's new weather runs exactly that place's cell pass, and no controller pass")
  func oneCellsWeather() async throws {
    let (view, controller, log) = try listScreen(10)
    try await gate.release("weather Place 3, VA")
    try await waitUntil("place 3's weather asked for a pass", within: 30) {
      view.hasWaitingUpdatePasses
    }
    view.updatePropertiesIfNeeded()

    #expect(log.passes.count == 1)
    #expect(log.passes.first === view.cells[3])
    #expect(!log.passes.contains { $0 === view }, "the controller's pass did not run")
    #expect(view.cells[3].summaryLabel.text == "Broken clouds")
    #expect(view.cells[4].summaryLabel.text.isEmpty)
    withExtendedLifetime(controller) {}
  }

  @Test("adding a place runs the controller's pass and the new cell's, and no other cell's")
  func addingAPlace() async throws {
    let (view, controller, log) = try listScreen(10)
    let added = LocationsCellTests.places(11)[10]
    controller.addPlace(added)
    view.updatePropertiesIfNeeded()

    #expect(view.cells.count == 11)
    #expect(log.passes.count == 2)
    #expect(log.passes.first === view)
    #expect(log.passes.last === view.cells.last)
    #expect(view.cells.last?.nameLabel.text == "Place 10")
    withExtendedLifetime(controller) {}
  }

  @Test("a place removed and added again in one turn gets a new cell, which shows its new load")
  func removedAndAddedAgain() async throws {
    let (view, controller, _) = try listScreen(3)
    try await gate.release("weather Place 0, VA")
    try await waitUntil("place 0's weather asked for a pass", within: 30) {
      view.hasWaitingUpdatePasses
    }
    view.updatePropertiesIfNeeded()
    let old = view.cells[0]
    #expect(old.summaryLabel.text == "Broken clouds")
    controller.removePlace(number: 1)
    controller.addPlace(LocationsCellTests.places(3)[0])
    view.updatePropertiesIfNeeded()

    let again = try #require(view.cells.last)
    #expect(view.cells.count == 3)
    #expect(again !== old, "the new view model gets a cell of its own")
    #expect(again.activityIndicator.isAnimating, "the cell shows the new load")
    #expect(again.summaryLabel.text.isEmpty)
    withExtendedLifetime(controller) {}
  }

  @Test("removing a place runs the controller's pass alone")
  func removingAPlace() throws {
    let (view, controller, log) = try listScreen(10)
    controller.removePlace(number: 4)
    view.updatePropertiesIfNeeded()

    #expect(view.cells.count == 9)
    #expect(log.passes.count == 1)
    #expect(log.passes.first === view)
    withExtendedLifetime(controller) {}
  }
}
