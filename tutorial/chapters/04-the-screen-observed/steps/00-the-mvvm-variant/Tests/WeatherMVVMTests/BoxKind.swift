import BoxBinding
import BoxBindingTestSupport
import WeatherMVVMViewModels
import WeatherViewModelSpec

/// The Box view models, as the spec runs them. A box tells its listeners of every set as it is
/// made, so an output's history holds each set, however many a turn makes; a box of an
/// `Equatable` value skips a set to the value it already holds, so the history does not repeat.
enum BoxKind: WeatherScreenKind {
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
