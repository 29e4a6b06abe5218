import Testing
import WeatherApp
import WeatherCore
import WeatherMVC
import WeatherParity
import WeatherScreens
import WeatherSideBySide
import WeatherViews

/// MVC's list with one character of one label changed: "Removed Paris, France." reads
/// "Removad Paris, France.".
@MainActor
final class MisspeltList: ViewController, LocationsScreen {
  private let list: WeatherMVC.LocationsViewController
  private let view: LocationsView

  init(_ list: WeatherMVC.LocationsViewController, view: LocationsView) {
    self.list = list
    self.view = view
  }

  func viewDidLoad() { list.viewDidLoad() }
  func updateProperties() { list.updateProperties() }
  func openPlace(number: Int) { list.openPlace(number: number) }
  func addPlace(_ location: Location) { list.addPlace(location) }

  func removePlace(number: Int) {
    list.removePlace(number: number)
    view.messageLabel.text = view.messageLabel.text.replacing("Removed ", with: "Removad ")
  }
}

let misspelt = SideBySideVariant(
  id: "misspelt", title: "Misspelt", counters: [.labelWrites],
  screens: Screens(
    weather: Screens.mvc.weather,
    places: { place, environment, store, navigator in
      let view = LocationsView(width: place.width, scheduler: place.scheduler)
      let list = MisspeltList(
        WeatherMVC.LocationsViewController(
          view: view, environment: environment, store: store, navigator: navigator),
        view: view)
      return PlacesScreenParts(view: view, controller: list, selection: view)
    }))

// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Differential fuzzer", .timeLimit(.minutes(20)))
@MainActor
struct PlantedDifferenceTests {
  @Test(
    "a variant with one character changed in one label is caught and shrunk to 3 lines or fewer")
  func plantedDifference() async throws {
    let fuzzer = try ParityFuzzer(variants: [.named("mvc"), .named("mvvm"), misspelt])
    let report = await fuzzer.run(first: 1, count: 200, executableEvery: 0)
    let failure = try #require(report.failure, "no difference in \(report.sessions) sessions")
    #expect(failure.session.lines.count <= 3, "\(failure.session.description)")
    #expect(failure.difference.contains("Removad"), "\(failure.difference)")
    #expect(
      failure.session.lines.contains { String(decoding: $0, as: UTF8.self).contains("remove") })
    // The printed command replays exactly the shrunk session.
    #expect(ParitySession.decode(replayCode: failure.session.replayCode) == failure.session)
    #expect(await fuzzer.difference(in: failure.session) != nil)
  }

  @Test("the real variants agree on sessions in-process and through the executables")
  func realVariantsAgree() async throws {
    let fuzzer = try ParityFuzzer()
    let report = await fuzzer.run(first: 9_000, count: 12, executableEvery: 4)
    #expect(report.throughExecutables == 3)
    #expect(
      report.failure == nil, "\(report.failure.map { "\($0.difference)\n\($0.replay)" } ?? "")")
  }
}
