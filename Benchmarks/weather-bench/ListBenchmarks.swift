import Foundation
import WeatherCore
@_spi(Benchmarking) import WeatherMVC
@_spi(Benchmarking) import WeatherMVVM
@_spi(Benchmarking) import WeatherMVVMViewModels
@_spi(Benchmarking) import WeatherObservation
@_spi(Benchmarking) import WeatherObservationViewModels
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
        controller.benchmarkShow(Self.places(count))
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
        controller.benchmarkViewModel.benchmarkShow(Self.places(count))
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
        view.viewController = controller
        controller.benchmarkViewModel.benchmarkShow(Self.places(count))
        view.updatePropertiesIfNeeded()
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

  /// A list screen that never draws, loaded as the app loads it, from a file that does not
  /// exist (so nothing is read or written); the starting places' loads are queued and never
  /// run while the benchmark holds the main actor.
  @MainActor
  static func list<Controller: ViewController>(
    _ count: Int,
    _ make: (LocationsView, WeatherEnvironment, LocationStore, (any Navigator)?) -> Controller
  ) -> (LocationsView, Controller) {
    let view = LocationsView(scheduler: .manual)
    view.messageLabel.text = "dirty"
    let store = LocationStore(
      url: FileManager.default.temporaryDirectory.appendingPathComponent(
        "weather-bench-\(UUID().uuidString)/locations.json"))
    let controller = make(view, Fixtures.environment, store, nil)
    controller.viewDidLoad()
    return (view, controller)
  }
}
