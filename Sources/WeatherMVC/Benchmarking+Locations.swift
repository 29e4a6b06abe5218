// The benchmark (Benchmarks/weather-bench) times the saved places through members that the app
// reaches only inside this module; this file opens them to it, and to nothing else, through
// `@_spi(Benchmarking)`. The tutorial leaves files like this one out, so that the files it
// teaches hold only what the app needs.

import WeatherCore
import WeatherViews

extension LocationsViewController {
  /// Shows these places, without loading their weather.
  @_spi(Benchmarking) public func benchmarkShow(_ places: [Location]) {
    self.places = places
    showPlaces(loading: false)
  }

  /// Applies a weather result to a place's cell, as the place's load does with the cell it
  /// holds.
  @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData, in cell: LocationCell) {
    show(weather, in: cell)
  }
}
