import WeatherCore
import WeatherMVVMViewModels
import WeatherScreens
import WeatherViews

extension WeatherViewController {
  /// Creates the controller of a place that is already known, as the MVC list opens it.
  convenience init(view: WeatherView, location: Location, environment: WeatherEnvironment) {
    self.init(view: view, viewModel: WeatherViewModel(location: location, environment: environment))
  }
}
