import BoxBinding
import BoxBindingTestSupport
import WeatherObservationViewModels
import WeatherViewModelSpec

/// The view models that become `@Observable`, as the spec runs them. Copied from the Box view
/// models, they still publish boxes, and are recorded as the Box view models are.
enum ObservationKind: WeatherScreenKind {
  static func record(_ screen: WeatherViewModel) -> WeatherScreenOutputs {
    WeatherScreenOutputs(
      locationName: history(screen.locationName),
      currentConditions: history(screen.currentConditions),
      forecast: history(screen.forecast),
      isLoading: history(screen.isLoading),
      error: history(screen.error),
      suggestions: history(screen.suggestions))
  }

  /// Every value that `box` emits from now on, recorded by a recorder that the history keeps.
  static func history<Value>(_ box: ReadOnlyBox<Value>) -> History<Value> {
    let recorder = BoxRecorder(box)
    return History { recorder.values }
  }
}

extension WeatherViewModel: WeatherViewModelContract {}
