// The benchmark (Benchmarks/weather-bench) times the saved places through members that the app
// reaches only inside this module; this file opens them to it, and to nothing else, through
// `@_spi(Benchmarking)`. The tutorial leaves files like this one out, so that the files it
// teaches hold only what the app needs.

import WeatherObservationViewModels

extension LocationsViewController {
  /// The list's view model, for the benchmark to drive while this controller shows the list.
  @_spi(Benchmarking) public var benchmarkViewModel: LocationsViewModel { viewModel }
}
