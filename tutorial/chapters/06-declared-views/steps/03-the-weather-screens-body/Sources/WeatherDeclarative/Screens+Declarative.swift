import DeclarativeViews
import WeatherObservation
import WeatherObservationViewModels
import WeatherScreens
import WeatherViews

extension Screens {
  /// The declarative variant's screens: the weather screen is a view declared in a `body` over
  /// the Observation variant's view model, drawn by the layer's
  /// ``DeclarativeViews/HostingController`` on a screen view of its own. Until the list is
  /// declared, the Observation variant's stands in for it.
  public static let declarative = Screens(
    weather: { place, environment in
      WeatherScreen.screen(viewModel: WeatherViewModel(environment: environment), at: place)
    },
    places: Screens.observation.locations)
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
