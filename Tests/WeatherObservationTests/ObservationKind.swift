import Observation
import WeatherObservationViewModels
import WeatherTestSupport
import WeatherViewModelSpec

/// The `@Observable` view models, as the spec runs them. Observation says that a property is
/// about to change, not what it changes to, so a recorder reads the new value at the end of the
/// turn in which it changed, as a display pass would: an output's history holds one value for
/// each turn that changed it, the last one set in that turn.
enum ObservationKind: LocationsKind {
  static func record(_ screen: WeatherViewModel) -> WeatherScreenOutputs {
    WeatherScreenOutputs(
      locationName: history(screen) { $0.locationName },
      currentConditions: history(screen) { $0.currentConditions },
      forecast: history(screen) { $0.forecast },
      isLoading: history(screen) { $0.isLoading },
      error: history(screen) { $0.error },
      suggestions: history(screen) { $0.suggestions })
  }

  /// A cell shows its conditions and its loading from one property, which a change of either
  /// changes: the history of each part drops the other's changes.
  static func record(_ cell: LocationCellViewModel) -> LocationCellOutputs {
    LocationCellOutputs(
      name: history(cell) { $0.name },
      region: history(cell) { $0.region },
      conditions: history(part: cell) { $0.weather.conditions },
      isLoading: history(part: cell) { $0.weather.isLoading })
  }

  static func record(_ list: LocationsViewModel) -> LocationsOutputs<LocationCellViewModel> {
    LocationsOutputs(
      cells: history(list) { $0.locationCellViewModels },
      message: history(list) { $0.message })
  }

  /// Every value that `read` reads from `object` from now on, recorded by a recorder that the
  /// history keeps.
  static func history<Object: AnyObject & Observable, Value>(
    _ object: Object, _ read: @escaping @MainActor (Object) -> Value
  ) -> History<Value> {
    let recorder = ObservationRecorder(object, read)
    return History { recorder.values }
  }

  /// Every value of one part of a property that `read` reads from `object` from now on: a change
  /// of another part reads this one again, unchanged, which the screen does not show as a
  /// change, so a value repeated in a row is recorded once.
  static func history<Object: AnyObject & Observable, Value: Equatable>(
    part object: Object, _ read: @escaping @MainActor (Object) -> Value
  ) -> History<Value> {
    let recorder = ObservationRecorder(object, read)
    return History {
      recorder.values.reduce(into: []) { values, value in
        if values.last != value { values.append(value) }
      }
    }
  }
}

extension WeatherViewModel: WeatherViewModelContract {}
extension LocationCellViewModel: LocationCellViewModelContract {}
extension LocationsViewModel: LocationsViewModelContract {}
