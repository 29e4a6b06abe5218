import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// The list of saved places' view model, as every kind keeps it: gated fakes and a store in a
/// temporary folder, every value the list's outputs take recorded, and each case asserting the
/// whole history. Inputs that a history must see one by one come in turns of their own, as
/// commands do on a terminal.
public struct LocationsSpec<Kind: LocationsKind> {
  let gate: ServiceGate
  let folder: TemporaryDirectory
  let store: LocationStore

  @MainActor init() throws {
    gate = ServiceGate()
    folder = try TemporaryDirectory()
    store = LocationStore(url: folder.file("locations.json"))
  }

  /// Every behaviour of the list's view model.
  public static var cases: [SpecCase] {
    [startingList, cells, add, duplicate, notFound, latestAddWins, remove, open, invalidFile]
  }

  /// A case run on a fresh spec, with a gate and a folder of its own.
  static func behaviour(
    _ name: String, _ body: @escaping @MainActor @Sendable (Self) async throws -> Void
  ) -> SpecCase {
    SpecCase("LocationsViewModel: " + name) { try await body(try Self()) }
  }

  static var starting: [String] { ["Richmond, VA", "Paris, France", "Tokyo, Japan"] }

  @MainActor
  func makeList(weather: WeatherClient = ServiceFakes.weather(ServiceFakes.weatherbitExample))
    -> Kind.List
  {
    Kind.List(
      environment: WeatherEnvironment(
        geocoder: gate.hold(
          ServiceFakes.geocoder(["Raleigh": [ServiceFakes.raleigh], "paris": [ServiceFakes.paris]])),
        weather: gate.hold(weather)),
      store: store)
  }

  @MainActor
  func release(_ keys: String...) async throws {
    for key in keys { try await gate.release(key) }
  }

  /// The place names of each list shown, in order.
  @MainActor
  func names(_ cells: History<[Kind.Cell]>) -> [[String]] {
    cells.values.map { $0.map(\.location.name) }
  }

  static var startingList: SpecCase {
    behaviour("the starting list loads every cell's weather at once, and writes nothing") { spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      // All three loads are in flight together, not one after the other.
      await Task.yield()
      #expect(Set(spec.gate.waiting) == Set(starting.map { "weather " + $0 }))
      try await spec.release(
        "weather Tokyo, Japan", "weather Richmond, VA", "weather Paris, France")

      #expect(spec.names(outputs.cells) == [[], starting])
      let temperatures = outputs.cells.lastValue?.map {
        Kind.record($0).conditions.lastValue?.temperature
      }
      #expect(temperatures == ["76℉", "76℉", "76℉"])
      #expect(outputs.message.values == [""])
      #expect(spec.folder.names().isEmpty)
    }
  }

  static var cells: SpecCase {
    behaviour("a cell loads, then shows its weather; another cell's failure leaves it alone") {
      spec in
      let list = spec.makeList(
        weather: ServiceFakes.weather(
          failing: .http(status: 503), at: ["Paris, France"],
          otherwise: ServiceFakes.weatherbitExample))
      let outputs = Kind.record(list)
      list.viewDidLoad()
      let cells = try #require(outputs.cells.lastValue)
      try #require(cells.count == 3)
      let richmond = Kind.record(cells[0])
      let paris = Kind.record(cells[1])
      try await spec.release("weather Paris, France", "weather Richmond, VA")

      #expect(richmond.isLoading.values == [true, false])
      #expect(
        richmond.conditions.values == [
          .init(), .init(summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph"),
        ])
      #expect(paris.isLoading.values == [true, false])
      #expect(paris.conditions.values == [.init(), .init(summary: "No weather: HTTP 503")])
      #expect(
        Kind.record(cells[2]).isLoading.lastValue == true, "Tokyo's answer is still held")
    }
  }

  static var add: SpecCase {
    behaviour("a typed place is geocoded, appended, loaded and saved") { spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      list.addPlace(named: "  Raleigh ")
      try await spec.release("geocode Raleigh")

      #expect(spec.names(outputs.cells) == [[], starting, starting + ["Raleigh, NC"]])
      #expect(outputs.message.values == ["", "Looking up Raleigh…", "Added Raleigh, NC."])
      let added = try #require(outputs.cells.lastValue?.last)
      #expect(Kind.record(added).isLoading.lastValue == true)
      #expect(spec.store.load().locations.map(\.name) == starting + ["Raleigh, NC"])
    }
  }

  static var duplicate: SpecCase {
    behaviour(
      "a place already in the list is not added twice, typed or picked, and nothing is written"
    ) {
      spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      list.addPlace(named: "paris")
      try await spec.release("geocode paris")
      list.addPlace(LocationStore.startingList[2])

      #expect(spec.names(outputs.cells) == [[], starting])
      #expect(
        outputs.message.values == [
          "", "Looking up paris…", "Paris, France is already in the list.",
          "Tokyo, Japan is already in the list.",
        ])
      #expect(spec.folder.names().isEmpty)
    }
  }

  static var notFound: SpecCase {
    behaviour("a place that is not found leaves the list as it was") { spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      list.addPlace(named: "Atlantis")
      try await spec.release("geocode Atlantis")

      #expect(spec.names(outputs.cells) == [[], starting])
      #expect(outputs.message.values == ["", "Looking up Atlantis…", "Not found: Atlantis"])
      #expect(spec.folder.names().isEmpty)
    }
  }

  static var latestAddWins: SpecCase {
    behaviour("the latest add wins: an older lookup that answers later adds nothing") { spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      list.addPlace(named: "Raleigh")
      list.addPlace(named: "Atlantis")
      try await spec.release("geocode Atlantis", "geocode Raleigh")

      #expect(spec.names(outputs.cells) == [[], starting])
      #expect(outputs.message.lastValue == "Not found: Atlantis")
    }
  }

  static var remove: SpecCase {
    behaviour("removing a place drops its cell, stops its load and saves the list") { spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      await MainQueue.nextTurn()
      let paris = try #require(outputs.cells.lastValue?.dropFirst().first)
      let parisConditions = Kind.record(paris).conditions
      list.removePlace(number: 2)
      await MainQueue.nextTurn()
      list.removePlace(number: 3)
      try await spec.release("weather Paris, France")

      #expect(spec.names(outputs.cells) == [[], starting, ["Richmond, VA", "Tokyo, Japan"]])
      #expect(outputs.message.values == ["", "Removed Paris, France.", "There is no place 3."])
      #expect(parisConditions.values == [.init()], "the removed cell's answer was dropped")
      #expect(spec.store.load().locations.map(\.name) == ["Richmond, VA", "Tokyo, Japan"])
    }
  }

  static var open: SpecCase {
    behaviour(
      "opening a place returns its cell's weather view model, for that place, and keeps none"
    ) {
      spec in
      let list = spec.makeList()
      let outputs = Kind.record(list)
      list.viewDidLoad()
      #expect(list.openPlace(number: 0) == nil)
      weak var opened: Kind.Screen?
      do {
        let screen = try #require(list.openPlace(number: 3))
        opened = screen
        let name = Kind.record(screen).locationName
        screen.viewDidLoad()
        // The cell's own load is the older call; the screen's is the newer.
        try await spec.release("weather Tokyo, Japan", "weather Tokyo, Japan")
        #expect(name.values == ["Loading…", "Tokyo, Japan"])
        #expect(screen.location == LocationStore.startingList[2])
      }
      #expect(list.openPlace(number: 4) == nil)

      #expect(opened == nil, "the list keeps no screen it opened")
      #expect(spec.names(outputs.cells) == [[], starting])
      #expect(outputs.message.values == ["", "There is no place 0.", "There is no place 4."])
      #expect(!spec.gate.history.contains { $0.hasPrefix("geocode") })
    }
  }

  static var invalidFile: SpecCase {
    behaviour("an invalid file is reported, then kept aside by the first change") { spec in
      try Data("{ not json".utf8).write(to: spec.store.url)
      let list = spec.makeList()
      let message = Kind.record(list).message
      list.viewDidLoad()
      await MainQueue.nextTurn()
      list.removePlace(number: 1)

      let folder = spec.folder
      let aside = try #require(folder.names().first { $0.hasPrefix("locations.json.invalid-") })
      #expect(try Data(contentsOf: folder.file(aside)) == Data("{ not json".utf8))
      #expect(
        message.values == [
          "",
          "\(spec.store.url.path) is not a valid list (not JSON); it is kept and set aside on the first change.",
          "Removed Richmond, VA. The invalid file was kept as \(folder.file(aside).path); the list is saved.",
        ])
    }
  }
}
