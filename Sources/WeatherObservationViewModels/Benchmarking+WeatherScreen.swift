// Opens to weather-bench, and to nothing else, through `@_spi(Benchmarking)`, the members of the
// weather screen that the benchmark drives. The app reaches them only inside this module, so the
// files that teach the screen declare them internal and say nothing of the benchmark; the
// tutorial's chains leave files like this one out.

import WeatherCore

extension WeatherViewModel {
  /// Publishes a report through the child view models, as a finished weather fetch does.
  @_spi(Benchmarking) public func benchmarkShow(_ report: WeatherReport, at location: Location) {
    show(report, at: location)
  }
}
