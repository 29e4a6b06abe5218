import WeatherViews

/// Shows screens on a controller's behalf, as `UINavigationController` pushes them.
///
/// The app owns the navigator and the screens; a controller that wants another screen says how
/// to make it.
///
/// ```swift
/// navigator?.showWeather { view in WeatherViewController(view: view, environment: environment) }
/// ```
@MainActor
public protocol Navigator: AnyObject {
  /// Shows a weather screen that `makeScreen` makes, view and controller, where the navigator
  /// says it goes.
  ///
  /// - Parameter makeScreen: Makes the screen.
  func showWeatherScreen(_ makeScreen: @escaping @MainActor (ScreenPlace) -> Screen)
}

extension Navigator {
  /// Shows a weather screen on the shared ``WeatherView``, whose controller `makeController`
  /// creates for the new view.
  ///
  /// - Parameter makeController: Makes the screen's controller for the view.
  public func showWeather(
    _ makeController: @escaping @MainActor (WeatherView) -> any ViewController
  ) {
    showWeatherScreen { place in Screen(weather: place, controller: makeController) }
  }
}
