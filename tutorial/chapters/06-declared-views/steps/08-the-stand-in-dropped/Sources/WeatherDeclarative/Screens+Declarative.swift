import DeclarativeViews
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

extension Screens {
  /// The declarative variant's screens: each one is a view declared in a `body` over the
  /// Observation variant's view models, drawn by the layer's
  /// ``DeclarativeViews/HostingController``, the variant's only controller, on a screen view of
  /// its own.
  ///
  /// Its executable, side by side and the tests all make its screens with this one value.
  public static let declarative = Screens(
    weather: { place, environment in
      WeatherScreen.screen(viewModel: WeatherViewModel(environment: environment), at: place)
    },
    places: { place, environment, store, navigator in
      let host = HostingController(
        rootView: PlacesScreen(environment: environment, store: store, navigator: navigator),
        width: place.width, scheduler: place.scheduler, promptTitle: ScreenWording.placesPrompt)
      return PlacesScreenParts(view: host.drawnScreen, controller: host, selection: host)
    })
}

extension WeatherScreen {
  /// A weather screen over `viewModel`, hosted where `place` says.
  static func screen(viewModel: WeatherViewModel, at place: ScreenPlace) -> Screen {
    let host = HostingController(
      rootView: WeatherScreen(viewModel: viewModel), width: place.width,
      scheduler: place.scheduler, promptTitle: ScreenWording.weatherPrompt)
    return Screen(view: host.drawnScreen, controller: host)
  }
}

extension HostingController {
  /// The screen view that the host made and draws.
  fileprivate var drawnScreen: ScreenView {
    guard let screen else { preconditionFailure("a host made with a width draws its screen") }
    return screen
  }
}
