import BoxBinding
import BoxBindingTestSupport
import Foundation
import Testing
import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// The list's view model with gated fakes and a store in a temporary folder: each test records
/// every value the list's outputs emit and asserts the whole history.
@MainActor
@Suite("LocationsViewModel")
struct LocationsViewModelTests {
  let gate = ServiceGate()
  let folder: TemporaryDirectory
  let store: LocationStore

  init() throws {
    folder = try TemporaryDirectory()
    store = LocationStore(url: folder.file("locations.json"))
  }

  func makeViewModel() -> LocationsViewModel {
    LocationsViewModel(
      environment: WeatherEnvironment(
        geocoder: gate.hold(
          ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "paris": [ServiceFakes.paris]])),
        weather: gate.hold(ServiceFakes.weather(ServiceFakes.weatherbitExample))),
      store: store)
  }

  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  /// The place names of each list the view model published, in order.
  func names(_ recorder: BoxRecorder<[LocationCellViewModel]>) -> [[String]] {
    recorder.values.map { $0.map(\.location.name) }
  }

  static let starting = ["Richmond, VA", "Paris, France", "Tokyo, Japan"]

  @Test("the starting list loads every cell's weather at once, and writes nothing")
  func startingList() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    // All three loads are in flight together, not one after the other.
    await Task.yield()
    #expect(Set(gate.waiting) == Set(Self.starting.map { "weather " + $0 }))
    try await release("weather Tokyo, Japan", "weather Richmond, VA", "weather Paris, France")

    #expect(names(cells) == [[], Self.starting])
    #expect(cells.lastValue?.map(\.conditions.value.temperature) == ["76℉", "76℉", "76℉"])
    #expect(message.values == [""])
    #expect(folder.names().isEmpty)
  }

  @Test("a typed place is geocoded, appended, loaded and saved")
  func add() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    viewModel.addPlace(named: "  Raleigh ")
    try await release("geocode Raleigh")

    #expect(names(cells) == [[], Self.starting, Self.starting + ["Raleigh, NC"]])
    #expect(message.values == ["", "Looking up Raleigh…", "Added Raleigh, NC."])
    #expect(cells.lastValue?.last?.isLoading.value == true)
    #expect(store.load().locations.map(\.name) == Self.starting + ["Raleigh, NC"])
  }

  @Test("a place already in the list is not added twice, and nothing is written")
  func duplicate() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    viewModel.addPlace(named: "paris")
    try await release("geocode paris")

    #expect(names(cells) == [[], Self.starting])
    #expect(message.values == ["", "Looking up paris…", "Paris, France is already in the list."])
    #expect(folder.names().isEmpty)
  }

  @Test("a place that is not found leaves the list as it was")
  func notFound() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    viewModel.addPlace(named: "Atlantis")
    try await release("geocode Atlantis")

    #expect(names(cells) == [[], Self.starting])
    #expect(message.values == ["", "Looking up Atlantis…", "Not found: Atlantis"])
    #expect(folder.names().isEmpty)
  }

  @Test("the latest add wins: an older lookup that answers later adds nothing")
  func latestAddWins() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    viewModel.viewDidLoad()
    viewModel.addPlace(named: "Raleigh")
    viewModel.addPlace(named: "Atlantis")
    try await release("geocode Atlantis", "geocode Raleigh")

    #expect(names(cells) == [[], Self.starting])
    #expect(viewModel.message.value == "Not found: Atlantis")
  }

  @Test("removing a place drops its cell, stops its load and saves the list")
  func remove() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    let paris = try #require(viewModel.locationCellViewModels.value.dropFirst().first)
    viewModel.removePlace(number: 2)
    viewModel.removePlace(number: 3)
    try await release("weather Paris, France")

    #expect(names(cells) == [[], Self.starting, ["Richmond, VA", "Tokyo, Japan"]])
    #expect(message.values == ["", "Removed Paris, France.", "There is no place 3."])
    #expect(paris.conditions.value == .init(), "the removed cell's answer was dropped")
    #expect(store.load().locations.map(\.name) == ["Richmond, VA", "Tokyo, Japan"])
  }

  @Test("opening a place returns its cell's weather view model, for that place, and keeps none")
  func open() async throws {
    let viewModel = makeViewModel()
    let cells = BoxRecorder(viewModel.locationCellViewModels)
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    #expect(viewModel.openPlace(number: 0) == nil)
    weak var opened: WeatherViewModel?
    do {
      let screen = try #require(viewModel.openPlace(number: 3))
      opened = screen
      let name = BoxRecorder(screen.locationName)
      screen.viewDidLoad()
      // The cell's own load is the older call; the screen's is the newer.
      try await release("weather Tokyo, Japan", "weather Tokyo, Japan")
      #expect(name.values == ["Loading…", "Tokyo, Japan"])
      #expect(screen.location == LocationStore.startingList[2])
    }

    #expect(opened == nil, "the list keeps no screen it opened")
    #expect(names(cells) == [[], Self.starting])
    #expect(message.values == ["", "There is no place 0."])
    #expect(!gate.history.contains { $0.hasPrefix("geocode") })
  }

  @Test("an invalid file is reported, then kept aside by the first change")
  func invalidFile() async throws {
    try Data("{ not json".utf8).write(to: store.url)
    let viewModel = makeViewModel()
    let message = BoxRecorder(viewModel.message)
    viewModel.viewDidLoad()
    viewModel.removePlace(number: 1)

    let aside = try #require(folder.names().first { $0.hasPrefix("locations.json.invalid-") })
    #expect(try Data(contentsOf: folder.file(aside)) == Data("{ not json".utf8))
    #expect(
      message.values == [
        "",
        "\(store.url.path) is not a valid list (not JSON); it is kept and set aside on the first change.",
        "Removed Richmond, VA. The invalid file was kept as \(folder.file(aside).path); the list is saved.",
      ])
  }
}
