import WeatherScreens

extension Screens {
  /// The Observation variant's controllers: each one sets the view from its `@Observable` view
  /// model in `updateProperties()`.
  ///
  /// Its executable, side by side and the tests all make its screens with this one value.
  public static let observation = Screens(
    weather: { WeatherViewController(view: $0, environment: $1) },
    locations: { LocationsViewController(view: $0, environment: $1, store: $2, navigator: $3) })
}
