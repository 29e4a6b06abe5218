// Opens to weather-bench (Benchmarks/, a package of its own), through `@_spi(Benchmarking)`, the
// members of this module that it drives and that the app reaches only from inside the module;
// each of them says so where it is declared. This file compiles only with
// `-Xswiftc -DBENCHMARKING`, as the benchmark is built, so the app's own build holds none of it.

#if BENCHMARKING
  import WeatherObservationViewModels

  extension WeatherViewController {
    /// The view model whose outputs this controller reads in `updateProperties()`.
    @_spi(Benchmarking) public var benchmarkViewModel: WeatherViewModel { viewModel }
  }

  extension LocationsViewController {
    /// The list's view model, for the benchmark to drive while this controller shows the list.
    @_spi(Benchmarking) public var benchmarkViewModel: LocationsViewModel { viewModel }
  }
#endif
