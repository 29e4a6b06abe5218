import DeclarativeViews
import WeatherObservation
import WeatherScreens
import WeatherViews

extension Screens {
  /// The declarative variant's screens: the weather screen is a view declared in a `body`
  /// over the Observation variant's view model, installed on the shared view by the layer's
  /// ``DeclarativeViews/HostingController``. The Observation variant's list stands in for the
  /// saved places until they are declared.
  public static let declarative = Screens(
    weather: { view, environment in
      HostingController(rootView: WeatherScreen(environment: environment, view: view), on: view)
    },
    locations: Screens.observation.locations)
}

/// The screens' activity indicator is the kind of retained view that the layer's
/// ``DeclarativeViews/ActivityIndicator`` starts and stops. The two modules know nothing of
/// each other, so the conformance lives here, where both are in view.
extension ActivityIndicatorView: ActivityIndicating {}
