// Opens to weather-bench (Benchmarks/, a package of its own), through `@_spi(Benchmarking)`, the
// members of this module that it drives and that the app reaches only from inside the module.
// This file compiles only with `-Xswiftc -DBENCHMARKING`, as the benchmark is built, so the
// app's own build holds none of it.
//
// It reaches each controller's `viewModel`, internal rather than private for this file alone,
// so the benchmark drives the view model that the controller binds while the controller shows
// what it publishes.

#if BENCHMARKING
  import WeatherMVVMViewModels

  extension WeatherViewController {
    /// The view model whose outputs this controller binds to the view.
    @_spi(Benchmarking) public var benchmarkViewModel: WeatherViewModel { viewModel }
  }

  extension LocationsViewController {
    /// The list's view model, for the benchmark to drive while this controller shows the list.
    @_spi(Benchmarking) public var benchmarkViewModel: LocationsViewModel { viewModel }
  }
#endif
