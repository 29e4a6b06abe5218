// Opens to weather-bench (Benchmarks/, a package of its own), through `@_spi(Benchmarking)`, the
// members of this module that it drives and that the app reaches only from inside the module.
// This file compiles only with `-Xswiftc -DBENCHMARKING`, as the benchmark is built, so the
// app's own build holds none of it.
//
// It reaches these internal members, internal rather than private for this file alone: the
// controllers' `show` methods, which a finished load calls with its answer, so the benchmark
// times applying an answer without a service; and the list's `places` with `appendPlace(_:)`
// and `removePlace(at:)`, the helpers that adding and removing a place call before they save,
// so the benchmark times a change to the list without writing a file.

#if BENCHMARKING
  import WeatherCore
  import WeatherScreens
  import WeatherViews

  extension WeatherViewController {
    /// Applies a report to the labels, as a finished weather fetch does.
    @_spi(Benchmarking) public func benchmarkShow(_ report: WeatherReport, at location: Location) {
      show(report, at: location)
    }
  }

  extension LocationsViewController {
    /// Appends a place and shows its new cell, loading, as adding a place does, without saving.
    @_spi(Benchmarking) public func benchmarkAppend(_ place: Location) {
      appendPlace(place)
    }

    /// Removes the last place and its cell, as removing a place does, without saving.
    @_spi(Benchmarking) public func benchmarkRemoveLast() {
      _ = removePlace(at: places.count - 1)
    }

    /// Applies a weather result to a place's cell, as the place's load does with the cell it
    /// holds.
    @_spi(Benchmarking) public func benchmarkShow(_ weather: WeatherData, in cell: LocationCell) {
      show(weather, in: cell)
    }
  }
#endif
