import Testing
import WeatherCore
import WeatherPresentation
import WeatherTestSupport

/// A saved place's cell's view model alone, as every kind keeps it: its weather held at a
/// gate, every value of every output recorded, and each case asserting the whole history.
public struct LocationCellSpec<Kind: LocationCellKind> {
  let gate: ServiceGate

  @MainActor init() {
    gate = ServiceGate()
  }

  /// Every behaviour of the cell's view model.
  public static var cases: [SpecCase] {
    [loads, fails, latestWins, stopEndsLoading, opensItsPlace]
  }

  /// A case run on a fresh spec, with a gate of its own.
  static func behaviour(
    _ name: String, _ body: @escaping @MainActor @Sendable (Self) async throws -> Void
  ) -> SpecCase {
    SpecCase("LocationCellViewModel: " + name) { try await body(Self()) }
  }

  static var shown: LocationCellConditions {
    LocationCellConditions(summary: "Broken clouds", temperature: "76℉", wind: "Wind 7 mph")
  }

  @MainActor
  func makeCell(weather: WeatherClient = ServiceFakes.weather(ServiceFakes.weatherbitExample))
    -> Kind.Cell
  {
    Kind.Cell(
      location: ServiceFakes.raleigh,
      environment: WeatherEnvironment(
        geocoder: gate.hold(ServiceFakes.geocoder([:])), weather: gate.hold(weather)))
  }

  static var loads: SpecCase {
    behaviour("loading shows the place at once, then the weather once it arrives") { spec in
      let cell = spec.makeCell()
      let outputs = Kind.record(cell)
      #expect(spec.gate.waiting.isEmpty, "nothing loads before start()")
      cell.start()
      #expect(outputs.isLoading.values == [false, true])
      try await spec.gate.release("weather Raleigh, NC")

      #expect(outputs.name.values == ["Raleigh"])
      #expect(outputs.region.values == ["NC"])
      #expect(outputs.isLoading.values == [false, true, false])
      #expect(outputs.conditions.values == [.init(), shown])
    }
  }

  static var fails: SpecCase {
    behaviour("a failure shows a short error in place of the summary, and no numbers") { spec in
      let cell = spec.makeCell(
        weather: ServiceFakes.weather(
          failing: .http(status: 503), at: ["Raleigh, NC"],
          otherwise: ServiceFakes.weatherbitExample))
      let outputs = Kind.record(cell)
      cell.start()
      try await spec.gate.release("weather Raleigh, NC")

      #expect(outputs.isLoading.values == [false, true, false])
      #expect(outputs.conditions.values == [.init(), .init(summary: "No weather: HTTP 503")])
    }
  }

  static var latestWins: SpecCase {
    behaviour("the latest load wins: an older answer that arrives is ignored") { spec in
      // Each answer is numbered as it arrives: the older call answers first, with 10℉.
      let calls = Locked(0)
      let weather = WeatherClient { _, _ in
        var data = ServiceFakes.weatherbitExample
        let call = calls.withLock {
          $0 += 1
          return $0
        }
        data.temperature = call == 1 ? 10 : 30
        return data
      }
      let cell = spec.makeCell(weather: weather)
      let outputs = Kind.record(cell)
      cell.start()
      cell.start()
      try await spec.gate.release("weather Raleigh, NC")
      #expect(outputs.conditions.values == [.init()], "the older answer changed nothing")
      #expect(outputs.isLoading.values == [false, true], "still loading the newer one")
      try await spec.gate.release("weather Raleigh, NC")

      #expect(
        outputs.conditions.values == [
          .init(), .init(summary: "Broken clouds", temperature: "30℉", wind: "Wind 7 mph"),
        ])
      #expect(outputs.isLoading.values == [false, true, false])
    }
  }

  static var stopEndsLoading: SpecCase {
    behaviour("stopping ends the loading, and the stopped load's answer changes nothing") { spec in
      let cell = spec.makeCell()
      let outputs = Kind.record(cell)
      cell.start()
      #expect(outputs.isLoading.values == [false, true])
      cell.stop()
      #expect(outputs.isLoading.values == [false, true, false])
      try await spec.gate.release("weather Raleigh, NC")

      #expect(outputs.conditions.values == [.init()])
      #expect(outputs.isLoading.values == [false, true, false])
    }
  }

  static var opensItsPlace: SpecCase {
    behaviour("the screen it opens shows its place without geocoding it") { spec in
      let screen = spec.makeCell().locationViewModel
      let outputs = Kind.record(screen)
      screen.viewDidLoad()
      try await spec.gate.release("weather Raleigh, NC")

      #expect(outputs.locationName.values == ["Loading…", "Raleigh, NC"])
      #expect(outputs.currentConditions.values.map(\.?.summary) == [nil, "Broken clouds - 76℉"])
      #expect(spec.gate.history == ["weather Raleigh, NC"], "its weather, and no geocoding")
      #expect(screen.location == ServiceFakes.raleigh)
    }
  }
}
