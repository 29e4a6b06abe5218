import DeclarativeViews
import WeatherScreens

extension Screens {
  /// The declarative variant's screens: each one is a view declared in a `body` over the
  /// Observation variant's view models, installed on the shared view by the layer's
  /// ``DeclarativeViews/HostingController``, the variant's only controller.
  ///
  /// Its executable, side by side and the tests all make its screens with this one value.
  public static let declarative = Screens(
    weather: { view, environment in
      HostingController(rootView: WeatherScreen(environment: environment, view: view), on: view)
    },
    locations: { view, environment, store, navigator in
      HostingController(
        rootView: PlacesScreen(
          environment: environment, store: store, view: view, navigator: navigator),
        on: view)
    })
}

/// The screens' activity indicator is the kind of retained view that the layer's
/// ``DeclarativeViews/ActivityIndicator`` starts and stops. The two modules know nothing of
/// each other, so the conformance lives here, where both are in view.
extension ActivityIndicatorView: ActivityIndicating {}
