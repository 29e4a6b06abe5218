import WeatherScreens

extension Screens {
  /// The MVVM variant's controllers: each one binds its view model's boxes to the view.
  ///
  /// Its executable, side by side and the tests all make its screens with this one value.
  public static let mvvm = Screens(
    weather: { WeatherViewController(view: $0, environment: $1) },
    locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
}
