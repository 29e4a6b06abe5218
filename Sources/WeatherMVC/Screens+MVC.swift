import WeatherScreens

extension Screens {
  /// The MVC variant's controllers: each one owns its services and formats what it shows.
  ///
  /// Its executable, side by side and the tests all make its screens with this one value.
  public static let mvc = Screens(
    weather: { WeatherViewController(view: $0, environment: $1) },
    locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
}
