// The benchmark (Benchmarks/weather-bench) times the saved places through members that the app
// reaches only inside this module; this file opens them to it, and to nothing else, through
// `@_spi(Benchmarking)`. The tutorial leaves files like this one out, so that the files it
// teaches hold only what the app needs.

import WeatherCore

extension LocationsViewModel {
  /// Shows these places, without loading their weather.
  @_spi(Benchmarking) public func benchmarkShow(_ places: [Location]) {
    // Every place leaves before the new cells come, so that a place shown again gets a cell
    // bound to its new view model rather than keeping the cell bound to its old one.
    locationCellViewModelsBox.value = []
    locationCellViewModelsBox.value = places.map(makeCell)
  }

  /// Appends a place without loading its weather or saving the list.
  @_spi(Benchmarking) public func benchmarkAppend(_ place: Location) {
    locationCellViewModelsBox.value = locationCellViewModelsBox.value + [makeCell(for: place)]
  }

  /// Removes the last place without saving the list.
  @_spi(Benchmarking) public func benchmarkRemoveLast() {
    var cells = locationCellViewModelsBox.value
    cells.removeLast()
    locationCellViewModelsBox.value = cells
  }
}

extension LocationCellViewModel {
  /// Publishes a weather result, as the cell's load does when the answer arrives.
  @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData) { show(weather) }
}
