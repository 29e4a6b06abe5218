import DeclarativeViews
import WeatherObservation
import WeatherScreens
import WeatherViews

extension Screens {
  /// The declarative variant's screens. Until its own are declared, the Observation variant's
  /// screens stand in for them, so that the golden scenarios can run it from the start.
  public static let declarative = Screens(
    weather: Screens.observation.weather, locations: Screens.observation.locations)
}

/// The screens' activity indicator is the kind of retained view that the layer's
/// ``DeclarativeViews/ActivityIndicator`` starts and stops. The two modules know nothing of
/// each other, so the conformance lives here, where both are in view.
extension ActivityIndicatorView: ActivityIndicating {}
