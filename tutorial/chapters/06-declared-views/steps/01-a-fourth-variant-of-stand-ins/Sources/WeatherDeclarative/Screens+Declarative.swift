import WeatherObservation
import WeatherScreens

extension Screens {
  /// The declarative variant's screens. Until its own are declared, the Observation variant's
  /// screens stand in for them, so that the golden scenarios can run it from the start.
  public static let declarative = Screens(
    weather: Screens.observation.weather, places: Screens.observation.locations)
}
