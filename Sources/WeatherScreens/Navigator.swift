import WeatherViews

/// Shows screens on a controller's behalf, as `UINavigationController` pushes them.
///
/// The app owns the navigator and the screens' views; a controller that wants another screen
/// says which controller to make for it.
///
/// ```swift
/// navigator?.showWeather { view in WeatherViewController(view: view, environment: environment) }
/// ```
@MainActor
public protocol Navigator: AnyObject {
  /// Shows a weather screen whose controller `makeController` creates for its new view.
  ///
  /// - Parameter makeController: Makes the screen's controller for the view.
  func showWeather(_ makeController: @escaping @MainActor (WeatherView) -> any ViewController)
}
