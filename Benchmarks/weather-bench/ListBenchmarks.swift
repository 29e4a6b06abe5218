import DeclarativeViews
import Foundation
import WeatherCore
import WeatherDeclarative
@_spi(Benchmarking) import WeatherMVC
@_spi(Benchmarking) import WeatherMVVM
@_spi(Benchmarking) import WeatherMVVMViewModels
@_spi(Benchmarking) import WeatherObservation
@_spi(Benchmarking) import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

extension BenchmarkSuite {
  /// The saved places: every cell of a list of N gets new weather, in MVC (the controller
  /// formats and writes every cell), MVVM (each cell view model formats and sets its boxes,
  /// bound to its cell) and Observation (each cell view model sets its properties, and one
  /// display pass updates the cells). One iteration is one refresh of the whole list; no frame
  /// is drawn. Also the memory that one cell view model keeps.
  mutating func addListBenchmarks() {
    let counts = isQuick ? [10, 1_000] : [10, 100, 1_000]
    for count in counts {
      add(group: "list", name: Names.listRefresh("MVC", count), parameter: count) {
        let (view, controller) = Self.list(count, WeatherMVC.LocationsViewController.init)
        let cells = view.cells
        return { iterations in
          for iteration in 0..<iterations {
            let weather = Fixtures.weather[iteration & 1]
            for cell in cells { controller.benchmarkShow(weather, in: cell) }
          }
          blackHole(view)
          // The view holds its controller weakly (and MVVM's bindings are scoped to it), so
          // the loop keeps it alive.
          blackHole(controller)
        }
      }
      add(group: "list", name: Names.listRefresh("MVVM", count), parameter: count) {
        let (view, controller) = Self.list(count, WeatherMVVM.LocationsViewController.init)
        let cells = controller.benchmarkViewModel.locationCellViewModels.value
        return { iterations in
          for iteration in 0..<iterations {
            let weather = Fixtures.weather[iteration & 1]
            for cell in cells { cell.benchmarkShow(weather) }
          }
          blackHole(view)
          // The view holds its controller weakly (and MVVM's bindings are scoped to it), so
          // the loop keeps it alive.
          blackHole(controller)
        }
      }
      add(group: "list", name: Names.listRefresh("Observation", count), parameter: count) {
        let (view, controller) = Self.list(
          count, WeatherObservation.LocationsViewController.init)
        let cells = controller.benchmarkViewModel.locationCellViewModels
        return { iterations in
          for iteration in 0..<iterations {
            let weather = Fixtures.weather[iteration & 1]
            for cell in cells { cell.benchmarkShow(weather) }
            view.updatePropertiesIfNeeded()
          }
          blackHole(view)
          // The view holds its controller weakly (and MVVM's bindings are scoped to it), so
          // the loop keeps it alive.
          blackHole(controller)
        }
      }
    }
    let memoryCount = isQuick ? 1_000 : 10_000
    let environment = Fixtures.environment
    let boxCellBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: memoryCount) {
        WeatherMVVMViewModels.LocationCellViewModel(
          location: Fixtures.location, environment: environment)
      }
    }
    add(group: "list", name: Names.cellViewModelMemory, bytes: boxCellBytes) {
      { iterations in
        for _ in 0..<iterations {
          blackHole(
            WeatherMVVMViewModels.LocationCellViewModel(
              location: Fixtures.location, environment: environment))
        }
      }
    }
    let observableCellBytes: @MainActor () -> Double = {
      Heap.retainedBytes(count: memoryCount) {
        WeatherObservationViewModels.LocationCellViewModel(
          location: Fixtures.location, environment: environment)
      }
    }
    add(group: "list", name: Names.observableCellViewModelMemory, bytes: observableCellBytes) {
      { iterations in
        for _ in 0..<iterations {
          blackHole(
            WeatherObservationViewModels.LocationCellViewModel(
              location: Fixtures.location, environment: environment))
        }
      }
    }
  }

  /// N distinct places around Richmond.
  static func places(_ count: Int) -> [Location] {
    (0..<count).map { index in
      var place = Fixtures.location
      place.name = "Place \(index), VA"
      place.latitude += Double(index) / 1_000
      return place
    }
  }

  /// A list screen of `count` places that never draws, loaded as the app loads it: from a
  /// saved-places file that holds them, written first and removed once it has been read. The
  /// places' loads are started and queued; they run only when the benchmark lets the main
  /// actor go.
  @MainActor
  static func list<Controller: ViewController>(
    _ count: Int,
    _ make: (LocationsView, WeatherEnvironment, LocationStore, (any Navigator)?) -> Controller
  ) -> (LocationsView, Controller) {
    let view = LocationsView(scheduler: .manual)
    view.messageLabel.text = "dirty"
    let controller = loadingSavedPlaces(count) { store in
      let controller = make(view, Fixtures.environment, store, nil)
      // As the app's navigation does, so that a variant that sets its view in
      // `updateProperties()` gets its pass.
      view.viewController = controller
      controller.viewDidLoad()
      return controller
    }
    view.updatePropertiesIfNeeded()
    precondition(view.cells.count == count, "the list did not load its \(count) places")
    return (view, controller)
  }

  /// The declarative variant's list screen of `count` places, made as `Screens.declarative`
  /// makes it, on a screen of its own that never draws unless the benchmark asks, and loaded
  /// as ``list(_:_:)`` loads the others.
  @MainActor
  static func declarativeList(_ count: Int) -> (ScreenView, HostingController<PlacesScreen>) {
    let host = loadingSavedPlaces(count) { store in
      let host = HostingController(
        rootView: PlacesScreen(environment: Fixtures.environment, store: store, navigator: nil),
        width: LocationsView.defaultWidth, scheduler: .manual,
        promptTitle: LocationsView.promptTitle)
      host.viewDidLoad()
      return host
    }
    guard let screen = host.screen else { preconditionFailure("a host made with a width draws") }
    screen.updatePropertiesIfNeeded()
    precondition(
      host.rootView.viewModel.locationCellViewModels.count == count,
      "the list did not load its \(count) places")
    return (screen, host)
  }

  /// What `make` returns, made over a saved-places file of `count` places that is written
  /// first and removed once `make` has loaded it.
  @MainActor
  private static func loadingSavedPlaces<Made>(
    _ count: Int, _ make: (LocationStore) -> Made
  ) -> Made {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "weather-bench-\(UUID().uuidString)")
    let store = LocationStore(url: folder.appendingPathComponent("locations.json"))
    do {
      _ = try store.save(places(count))
    } catch {
      fatalError("weather-bench: cannot write the saved places: \(error.message)")
    }
    let made = make(store)
    try? FileManager.default.removeItem(at: folder)
    return made
  }
}
