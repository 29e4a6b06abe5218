// Opens to weather-bench (Benchmarks/, a package of its own), through `@_spi(Benchmarking)`, the
// members of this module that it drives and that the app reaches only from inside the module;
// each of them says so where it is declared. This file compiles only with
// `-Xswiftc -DBENCHMARKING`, as the benchmark is built, so the app's own build holds none of it.

#if BENCHMARKING
  import WeatherCore

  extension WeatherViewModel {
    /// Publishes a report through the child view models, as a finished weather fetch does.
    @_spi(Benchmarking) public func benchmarkShow(_ report: WeatherReport, at location: Location) {
      show(report, at: location)
    }
  }

  extension LocationsViewModel {
    /// Appends a place's cell and starts its load, as adding a place does, without saving.
    @_spi(Benchmarking) public func benchmarkAppend(_ place: Location) {
      let cell = makeCell(for: place)
      locationCellViewModelsBox.value = locationCellViewModelsBox.value + [cell]
      cell.start()
    }

    /// Removes the last place's cell and stops its load, as removing a place does, without
    /// saving.
    @_spi(Benchmarking) public func benchmarkRemoveLast() {
      var cells = locationCellViewModelsBox.value
      cells.removeLast().stop()
      locationCellViewModelsBox.value = cells
    }
  }

  extension LocationCellViewModel {
    /// Publishes a weather result, as the cell's load does when the answer arrives.
    @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData) { show(weather) }
  }
#endif
