// Opens to weather-bench, and to nothing else, through `@_spi(Benchmarking)`, the members of the
// weather screen that the benchmark drives. The app reaches them only inside this module, so the
// files that teach the screen declare them internal and say nothing of the benchmark; the
// tutorial's chains leave files like this one out.

import WeatherObservationViewModels

extension WeatherViewController {
  /// The view model that this controller reads in `updateProperties()`.
  @_spi(Benchmarking) public var benchmarkViewModel: WeatherViewModel { viewModel }
}
