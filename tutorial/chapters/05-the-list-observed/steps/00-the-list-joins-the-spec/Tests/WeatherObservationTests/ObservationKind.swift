import BoxBinding
import BoxBindingTestSupport
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

  static func record(_ cell: LocationCellViewModel) -> LocationCellOutputs {
    LocationCellOutputs(
      name: history(cell.name),
      region: history(cell.region),
      conditions: history(cell.conditions),
      isLoading: history(cell.isLoading))
  }

  static func record(_ list: LocationsViewModel) -> LocationsOutputs<LocationCellViewModel> {
    LocationsOutputs(
      cells: history(list.locationCellViewModels),
      message: history(list.message))
  }

  /// Every value that `read` reads from `object` from now on, recorded by a recorder that the
  /// history keeps.
  static func history<Object: AnyObject & Observable, Value>(
    _ object: Object, _ read: @escaping @MainActor (Object) -> Value
  ) -> History<Value> {
    let recorder = ObservationRecorder(object, read)
    return History { recorder.values }
  }

  /// Every value that `box` emits from now on, recorded by a recorder that the history keeps.
  static func history<Value>(_ box: ReadOnlyBox<Value>) -> History<Value> {
    let recorder = BoxRecorder(box)
    return History { recorder.values }
  }
}

extension WeatherViewModel: WeatherViewModelContract {}
extension LocationCellViewModel: LocationCellViewModelContract {}
extension LocationsViewModel: LocationsViewModelContract {}
