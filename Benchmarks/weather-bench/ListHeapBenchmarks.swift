import DeclarativeViews
import WeatherCore
import WeatherDeclarative
@_spi(Benchmarking) import WeatherMVC
@_spi(Benchmarking) import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

/// The heap that a list of saved places holds after many changes, in MVC and in the
/// declarative variant: what the declared views' identities, their tracking and their state
/// cost on top of the cells, and a check that the identities of removed rows go.
///
/// Each variant loads 1,000 places, then takes the changes in turn: a new place is added, a
/// place's weather arrives, the new place is removed, another place's weather arrives. Every
/// added place is one the list has not held before, so each addition makes a new row.
@MainActor
struct ListHeapFigures {
  /// The changes made to each list.
  static let changes = 4_000

  /// MVC's heap in use after the changes, less before the list was made, in megabytes.
  let mvcMegabytes: Double
  /// The same for the declarative variant.
  let declarativeMegabytes: Double

  /// Measures both lists, or nil when the C library cannot tell the heap in use.
  static func measure() -> ListHeapFigures? {
    let count = 1_000
    let places = BenchmarkSuite.places(count + changes / 4)
    let weather = Fixtures.weather
    guard
      let mvc = growth({
        let (view, controller) = BenchmarkSuite.list(
          count, WeatherMVC.LocationsViewController.init)
        for change in 0..<changes {
          switch change % 4 {
          case 0: controller.benchmarkAppend(places[count + change / 4])
          case 2: controller.benchmarkRemoveLast()
          default: controller.benchmarkShow(weather[change / 2 & 1], in: view.cells[change % count])
          }
          view.updatePropertiesIfNeeded()
        }
        return (view, controller)
      }),
      let declarative = growth({
        let (view, host) = BenchmarkSuite.declarativeList(count)
        let viewModel = host.rootView.viewModel
        for change in 0..<changes {
          switch change % 4 {
          case 0: viewModel.benchmarkAppend(places[count + change / 4])
          case 2: viewModel.benchmarkRemoveLast()
          default:
            viewModel.locationCellViewModels[change % count].benchmarkShow(weather[change / 2 & 1])
          }
          view.updatePropertiesIfNeeded()
        }
        return (view, host)
      })
    else { return nil }
    return ListHeapFigures(mvcMegabytes: mvc, declarativeMegabytes: declarative)
  }

  /// The heap growth, in megabytes, while what `make` returns is alive.
  private static func growth(_ make: () -> Any) -> Double? {
    guard let before = Heap.bytesInUse() else { return nil }
    let kept = make()
    guard let after = Heap.bytesInUse() else { return nil }
    return withExtendedLifetime(kept) { Double(after - before) / 1_048_576 }
  }
}
