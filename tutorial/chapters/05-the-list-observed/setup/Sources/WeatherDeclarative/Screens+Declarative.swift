import WeatherObservation
import WeatherScreens

extension Screens {
  /// The Observation variant's screens, standing in while the tutorial runs.
  public static let declarative = Screens.observation
}
