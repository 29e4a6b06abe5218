// The benchmark (Benchmarks/weather-bench) times the saved places through members that the app
// reaches only inside this module; this file opens them to it, and to nothing else, through
// `@_spi(Benchmarking)`. The tutorial leaves files like this one out, so that the files it
// teaches hold only what the app needs.

import WeatherCore

extension LocationsViewModel {
  /// Shows these places, without loading their weather.
  @_spi(Benchmarking) public func benchmarkShow(_ places: [Location]) {
    locationCellViewModels = places.map(makeCell)
  }

  /// Appends a place without loading its weather or saving the list.
  @_spi(Benchmarking) public func benchmarkAppend(_ place: Location) {
    locationCellViewModels.append(makeCell(for: place))
  }

  /// Removes the last place without saving the list.
  @_spi(Benchmarking) public func benchmarkRemoveLast() {
    locationCellViewModels.removeLast()
  }
}

extension LocationCellViewModel {
  /// Publishes a weather result, as the cell's load does when the answer arrives.
  @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData) { show(weather) }
}
