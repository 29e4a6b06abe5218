// Opens to weather-bench (Benchmarks/, a package of its own), through `@_spi(Benchmarking)`, the
// members of this module that it drives and that the app reaches only from inside the module.
// This file compiles only with `-Xswiftc -DBENCHMARKING`, as the benchmark is built, so the
// app's own build holds none of it.
//
// It reaches these internal members, internal rather than private for this file alone: the view
// models' `show` methods, which a finished load calls with its answer, so the benchmark times
// publishing an answer without a service; and the list's `appendCell(for:)` and
// `removeCell(at:)`, the helpers that adding and removing a place call before they save, so the
// benchmark times a change to the list without writing a file.

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
      appendCell(for: place)
    }

    /// Removes the last place's cell and stops its load, as removing a place does, without
    /// saving.
    @_spi(Benchmarking) public func benchmarkRemoveLast() {
      _ = removeCell(at: locationCellViewModels.count - 1)
    }
  }

  extension LocationCellViewModel {
    /// Publishes a weather result, as the cell's load does when the answer arrives.
    @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData) { show(weather) }
  }
#endif
