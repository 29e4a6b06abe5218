import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherScreens
import WeatherViews

/// The weather screen, declared: its `body` reads the `@Observable` view model and says what
/// each of the screen's retained views shows. It is the Observation controller's
/// `updateProperties()`, written as a view.
///
/// The view model is a plain property, as an `@ObservedObject` becomes with `@Observable`;
/// the text being typed is the view's own ``DeclarativeViews/State``, bound to the prompt as
/// `$city`. The load starts when the screen first appears, which is when the app calls the
/// host's `viewDidLoad()`.
///
/// ```swift
/// let screen = WeatherScreen(environment: environment, view: view)
/// let host = HostingController(rootView: screen, on: view)
/// host.viewDidLoad()
/// ```
public struct WeatherScreen: DeclaredView {
  /// The screen's view model, the same type that the Observation variant's controller reads.
  public let viewModel: WeatherViewModel
  /// The retained view that the body writes and that draws the screen.
  public let view: WeatherView
  @State private var city = ""

  /// Declares the screen for a new view model.
  ///
  /// - Parameters:
  ///   - environment: The services and settings, handed on to the view model.
  ///   - view: The screen's view.
  public init(environment: WeatherEnvironment, view: WeatherView) {
    self.init(viewModel: WeatherViewModel(environment: environment), view: view)
  }

  /// Declares the screen for a view model that already exists, such as the one that a saved
  /// place's cell makes for its place.
  ///
  /// - Parameters:
  ///   - viewModel: The screen's view model.
  ///   - view: The screen's view.
  public init(viewModel: WeatherViewModel, view: WeatherView) {
    self.viewModel = viewModel
    self.view = view
  }

  /// The place's name, its conditions, the forecast, the error and the prompt, in one body.
  public var body: some DeclaredView {
    let conditions = viewModel.currentConditions
    let days = viewModel.forecast?.days ?? []
    let conditionsView = view.currentConditionsView
    let forecastView = view.forecastView
    VStack {
      Text(viewModel.locationName, in: view.locationLabel)
      VStack {
        Text(conditions?.date ?? "", in: conditionsView.dateLabel)
        Representable(conditionsView.iconView) { $0.image = Image(named: conditions?.icon ?? "") }
        Text(conditions?.summary ?? "", in: conditionsView.summaryLabel)
        Text(conditions?.forecastSummary ?? "", in: conditionsView.forecastSummaryLabel)
        Text(conditions?.feelsLike ?? "", in: conditionsView.feelsLikeLabel)
        Text(conditions?.minMax ?? "", in: conditionsView.minMaxLabel)
        Text(conditions?.wind ?? "", in: conditionsView.windLabel)
      }
      Text(viewModel.forecast?.message ?? "", in: forecastView.messageLabel)
      ActivityIndicator(isAnimating: viewModel.isLoading, in: forecastView.activityIndicator)
      ForEach(forecastView.dayViews.indices, id: \.self) { index in
        let day = index < days.count ? days[index] : nil
        let row = forecastView.dayViews[index]
        HStack {
          Text(day?.day ?? "", in: row.dayLabel)
          Representable(row.glyphView) { $0.glyph = Glyph(named: day?.icon ?? "") }
          Text(day?.summary ?? "", in: row.summaryLabel)
          Text(day?.temperatures ?? "", in: row.temperatureLabel)
        }
      }
      Text(viewModel.error, in: view.errorLabel)
      // Typing sets `city` and asks the view model for suggestions, as the prompt's text
      // change does in the other variants; Enter asks for the place's weather.
      TextField(text: typing, in: view.prompt) { viewModel.changeLocation(to: $0) }
      Representable(view.prompt) { $0.suggestions = viewModel.suggestions }
    }
    .onAppear { viewModel.viewDidLoad() }
  }

  /// `$city`, and each keystroke passed on to the view model.
  private var typing: Binding<String> {
    let city = $city
    let viewModel = viewModel
    return Binding(
      get: { city.wrappedValue },
      set: { text in
        city.wrappedValue = text
        viewModel.locationTextChanged(to: text)
      })
  }
}

/// What the app asks of a weather screen, answered from the view model.
extension HostingController: LocationShowing where Content == WeatherScreen {
  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { rootView.viewModel.location }
}
