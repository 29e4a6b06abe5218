import DeclarativeViews
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
  /// The saved places at 1,000 cells, changed the way the app changes them: one place's weather
  /// arrives (one cell updates), and one place is added (then removed again, alternately, so
  /// that every iteration starts from the same list). Each variant keeps its cells by place,
  /// so only the cell that changed is configured or bound.
  mutating func addListChangeBenchmarks() {
    let count = 1_000
    // A cell in the middle, so that neither end of the list is favoured.
    let changed = count / 2
    add(group: "list", name: Names.listOneCell("MVC")) {
      let (view, controller) = Self.list(count, WeatherMVC.LocationsViewController.init)
      // The cell itself, as the place's load holds it; the view model side holds its cell's
      // view model the same way.
      let cell = view.cells[changed]
      let weather = opaque(Fixtures.weather)
      return { iterations in
        for iteration in 0..<iterations {
          controller.benchmarkShow(weather[iteration & 1], in: cell)
        }
        blackHole(view)
        // The view holds its controller weakly (and MVVM's bindings are scoped to it), so the
        // loop keeps it alive.
        blackHole(controller)
      }
    }
    add(group: "list", name: Names.listOneCell("MVVM")) {
      let (view, controller) = Self.list(count, WeatherMVVM.LocationsViewController.init)
      let cell = controller.benchmarkViewModel.locationCellViewModels.value[changed]
      let weather = opaque(Fixtures.weather)
      return { iterations in
        for iteration in 0..<iterations { cell.benchmarkShow(weather[iteration & 1]) }
        blackHole(view)
        // The view holds its controller weakly (and MVVM's bindings are scoped to it), so the
        // loop keeps it alive.
        blackHole(controller)
      }
    }
    // Observation at 1,000 cells and at 10: a cell's change runs that cell's pass alone, so
    // the two should cost the same.
    for cells in [count, 10] {
      add(group: "list", name: Names.listOneCell("Observation", of: cells)) {
        let (view, controller) = Self.list(
          cells, WeatherObservation.LocationsViewController.init)
        return Self.changingWeather(
          of: controller.benchmarkViewModel.locationCellViewModels[cells / 2], on: view,
          keeping: controller)
      }
    }
    // The declarative list at 1,000 cells and at 100: a cell's change evaluates that cell's
    // row alone, so the two should cost the same.
    for cells in [count, 100] {
      add(group: "list", name: Names.listOneCell("Declarative", of: cells)) {
        let (view, host) = Self.declarativeList(cells)
        return Self.changingWeather(
          of: host.rootView.viewModel.locationCellViewModels[cells / 2], on: view, keeping: host)
      }
    }
    let added = Self.places(count + 1)[count]
    add(group: "list", name: Names.listOneAdded("MVC")) {
      let (view, controller) = Self.list(count, WeatherMVC.LocationsViewController.init)
      let place = opaque(added)
      return { iterations in
        for iteration in 0..<iterations {
          if iteration & 1 == 0 {
            controller.benchmarkAppend(place)
          } else {
            controller.benchmarkRemoveLast()
          }
        }
        precondition(view.cells.count == count, "an odd count")
        blackHole(view)
        // The view holds its controller weakly (and MVVM's bindings are scoped to it), so the
        // loop keeps it alive.
        blackHole(controller)
      }
    }
    add(group: "list", name: Names.listOneAdded("MVVM")) {
      let (view, controller) = Self.list(count, WeatherMVVM.LocationsViewController.init)
      let viewModel = controller.benchmarkViewModel
      let place = opaque(added)
      return { iterations in
        for iteration in 0..<iterations {
          if iteration & 1 == 0 {
            viewModel.benchmarkAppend(place)
          } else {
            viewModel.benchmarkRemoveLast()
          }
        }
        // A call of an odd count would leave the place for the next call to add again, and the
        // samples after it would time a list of repeated places.
        precondition(viewModel.locationCellViewModels.value.count == count, "an odd count")
        blackHole(view)
        // The view holds its controller weakly (and MVVM's bindings are scoped to it), so the
        // loop keeps it alive.
        blackHole(controller)
      }
    }
    add(group: "list", name: Names.listOneAdded("Observation")) {
      let (view, controller) = Self.list(count, WeatherObservation.LocationsViewController.init)
      return Self.addingAndRemoving(
        added, to: controller.benchmarkViewModel, count: count, on: view, keeping: controller)
    }
    add(group: "list", name: Names.listOneAdded("Declarative")) {
      let (view, host) = Self.declarativeList(count)
      return Self.addingAndRemoving(
        added, to: host.rootView.viewModel, count: count, on: view, keeping: host)
    }
  }

  /// The saved places at 1,000 cells on a terminal of ``terminalRows`` rows, which shows the
  /// first few: one shown place's weather arrives and the frame is drawn, in MVC and in the
  /// declarative variant, whose host lays out its rows while drawing.
  mutating func addListFrameBenchmarks() {
    let count = 1_000
    let shown = Self.visibleCells
    // A shown cell in the middle of the window, so that its change is drawn.
    let changed = shown / 2
    add(group: "list frame", name: Names.listFrame("MVC", shown: shown)) {
      let (view, controller) = Self.list(count, WeatherMVC.LocationsViewController.init)
      view.visibleCellCount = shown
      let cell = view.cells[changed]
      let weather = opaque(Fixtures.weather)
      return Self.drawing(on: view, keeping: controller) { iteration in
        controller.benchmarkShow(weather[iteration & 1], in: cell)
      }
    }
    add(group: "list frame", name: Names.listFrame("Declarative", shown: shown)) {
      let (screen, host) = Self.declarativeList(count)
      host.visibleCellCount = shown
      let cell = host.rootView.viewModel.locationCellViewModels[changed]
      let weather = opaque(Fixtures.weather)
      return Self.drawing(on: screen, keeping: host) { iteration in
        cell.benchmarkShow(weather[iteration & 1])
      }
    }
  }

  /// The rows of the terminal that the list frames are drawn for.
  nonisolated static let terminalRows = 45

  /// The places that a terminal of ``terminalRows`` rows shows, by the interactive terminal's
  /// rule: the list's frame takes ten rows besides its cells (a message included).
  nonisolated static let visibleCells = max(1, (terminalRows - 10) / LocationCell.height)

  /// The loop of both variants over the Observation view models: `cell` gets the other of two
  /// weathers, each change followed by the update pass that draws it.
  private static func changingWeather(
    of cell: WeatherObservationViewModels.LocationCellViewModel, on view: ScreenView,
    keeping owner: AnyObject
  ) -> BenchmarkBody {
    let weather = opaque(Fixtures.weather)
    return { iterations in
      for iteration in 0..<iterations {
        cell.benchmarkShow(weather[iteration & 1])
        view.updatePropertiesIfNeeded()
      }
      blackHole(view)
      // The view holds its controller or host weakly, so the loop keeps it alive.
      blackHole(owner)
    }
  }

  /// The loop of both variants over the Observation view models: add `place` to the list of
  /// `count`, or remove it, alternately, each change followed by the update pass that draws it.
  private static func addingAndRemoving(
    _ place: Location, to viewModel: WeatherObservationViewModels.LocationsViewModel,
    count: Int, on view: ScreenView, keeping owner: AnyObject
  ) -> BenchmarkBody {
    let place = opaque(place)
    return { iterations in
      for iteration in 0..<iterations {
        if iteration & 1 == 0 {
          viewModel.benchmarkAppend(place)
        } else {
          viewModel.benchmarkRemoveLast()
        }
        view.updatePropertiesIfNeeded()
      }
      precondition(viewModel.locationCellViewModels.count == count, "an odd count")
      blackHole(view)
      // The view holds its controller or host weakly, so the loop keeps it alive.
      blackHole(owner)
    }
  }
}
