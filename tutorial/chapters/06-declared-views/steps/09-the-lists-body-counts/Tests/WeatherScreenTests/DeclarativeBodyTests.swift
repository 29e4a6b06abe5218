import DeclarativeViews
import Testing
import WeatherCore
import WeatherDeclarative
import WeatherScreens
import WeatherTestSupport
import WeatherViews

/// The declarative list, body by body: a row reads only its own place's weather and the
/// screen's body reads only the list and its message, so a change evaluates the bodies that
/// read it and no others. The host counts each evaluation with the view's path. The weather
/// waits at a gate, so a test decides which place's answer arrives.
@MainActor
@Suite("Declarative list: the bodies that each change evaluates")
struct DeclarativeBodyTests {
  let folder: TemporaryDirectory
  let gate = ServiceGate()

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// A list of `count` saved places with its first display pass run, and the paths of the
  /// bodies evaluated from then on. The host is returned too: the view holds it weakly.
  func listScreen(
    _ count: Int
  ) throws -> (ScreenView, HostingController<PlacesScreen>, Evaluations) {
    let store = LocationStore(url: folder.file("places.json"))
    _ = try store.save(LocationsCellTests.places(count))
    let environment = WeatherEnvironment(
      geocoder: gate.hold(ServiceFakes.geocoder([:])),
      weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample)))
    let host = HostingController(
      rootView: PlacesScreen(environment: environment, store: store, navigator: nil),
      width: ScreenView.defaultWidth, scheduler: .manual, promptTitle: ScreenWording.placesPrompt)
    let view = try #require(host.screen)
    host.viewDidLoad()
    view.updatePropertiesIfNeeded()
    #expect(view.render().lines[1].hasSuffix(" \(count) places │"))
    let evaluations = Evaluations(host)
    return (view, host, evaluations)
  }

  /// The paths of the bodies that a host evaluates.
  @MainActor
  final class Evaluations {
    var paths: [String] = []

    init(_ host: HostingController<PlacesScreen>) {
      host.onBodyEvaluation = { [weak self] in self?.paths.append($0) }
    }
  }

  @Test("one place's new weather evaluates exactly that place's row")
  func oneCellsWeather() async throws {
    let (view, host, evaluations) = try listScreen(10)
    let third = try #require(host.rootView.viewModel.locationCellViewModels[safe: 3])
    let (bodiesBefore, flushesBefore) = (host.bodyEvaluations, host.flushes)
    try await gate.release("weather Place 3, VA")
    try await waitUntil("place 3's weather asked for a pass", within: 30) {
      view.hasWaitingUpdatePasses
    }
    view.updatePropertiesIfNeeded()

    #expect(host.bodyEvaluations - bodiesBefore == 1)
    #expect(host.flushes - flushesBefore == 1)
    #expect(evaluations.paths == ["PlacesScreen › PlaceRow[id: \(ObjectIdentifier(third))]"])
    // Under the title and its rule, two lines a place: the fourth place's second line.
    let lines = view.render().lines
    #expect(lines[3 + 2 * 3 + 1].contains(" VA · Broken clouds "))
    #expect(lines[3 + 2 * 4 + 1].contains(" VA · … "))
  }

  @Test("removing a place evaluates the screen's body alone, not the row that goes with it")
  func removingAPlace() throws {
    let (view, host, evaluations) = try listScreen(10)
    // Removing stops the place's load, a change that its row read: the row is marked, and
    // then the screen's body, evaluated first, ends it.
    host.removePlace(number: 4)
    view.updatePropertiesIfNeeded()

    #expect(view.render().lines[1].hasSuffix(" 9 places │"))
    #expect(evaluations.paths == ["PlacesScreen"])
  }

  @Test("a change that no body reads evaluates none, and asks for no pass")
  func changeNoBodyReads() throws {
    let (view, host, evaluations) = try listScreen(10)
    let removed = try #require(host.rootView.viewModel.locationCellViewModels[safe: 3])
    host.removePlace(number: 4)
    view.updatePropertiesIfNeeded()
    evaluations.paths = []
    let (bodiesBefore, flushesBefore) = (host.bodyEvaluations, host.flushes)

    // The place's row is gone, so no body reads its weather any more.
    removed.start()
    #expect(!view.hasWaitingUpdatePasses)
    view.updatePropertiesIfNeeded()
    removed.stop()

    #expect(host.bodyEvaluations == bodiesBefore)
    #expect(host.flushes == flushesBefore)
    #expect(evaluations.paths.isEmpty)
  }
}

/// The declarative weather screen, body by body: a child whose inputs are equal and who read
/// nothing that changed is not evaluated again, so "Loading…" for a new place evaluates only
/// what shows it. docs/from-swiftui.md names these bodies.
@MainActor
@Suite("Declarative weather screen: the bodies that each change evaluates")
struct DeclarativeWeatherBodyTests {
  let gate = ServiceGate()

  @Test("a new place's \"Loading…\" evaluates the screen's body and the forecast's, no other")
  func loadingANewPlace() async throws {
    let environment = WeatherEnvironment(
      geocoder: gate.hold(
        ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "Paris": [ServiceFakes.paris]])),
      weather: gate.hold(ServiceFakes.weather(report: ServiceFakes.weatherbitExampleReport)),
      defaultAddress: "Raleigh")
    let host = HostingController(
      rootView: WeatherScreen(environment: environment), width: ScreenView.defaultWidth,
      scheduler: .manual, promptTitle: ScreenWording.weatherPrompt)
    let view = try #require(host.screen)
    host.viewDidLoad()
    view.updatePropertiesIfNeeded()
    try await gate.release("geocode Raleigh")
    try await gate.release("weather Raleigh, NC")
    view.updatePropertiesIfNeeded()
    // The conditions' first line is the fifth of the frame, beside the icon.
    #expect(view.render().lines[4].contains("  Broken clouds - 76℉ "))
    var paths: [String] = []
    host.onBodyEvaluation = { paths.append($0) }

    view.prompt.submit("Paris")
    view.updatePropertiesIfNeeded()

    #expect(paths == ["WeatherScreen", "WeatherScreen › Forecast"])
    let lines = view.render().lines
    #expect(lines[1].hasPrefix("│ Loading… "))
    #expect(lines[4].contains("  Broken clouds - 76℉ "), "the last report stays")
  }
}

extension Array {
  /// The element at `index`, or `nil` past either end.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
