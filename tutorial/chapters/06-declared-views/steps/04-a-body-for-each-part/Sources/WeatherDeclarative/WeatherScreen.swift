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

  /// The place's name, its conditions, the forecast, the error and the prompt.
  public var body: some DeclaredView {
    VStack {
      Text(viewModel.locationName, in: view.locationLabel)
      CurrentConditions(conditions: viewModel.currentConditions, view: view.currentConditionsView)
      Forecast(
        forecast: viewModel.forecast, isLoading: viewModel.isLoading, view: view.forecastView)
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

/// The current conditions, or empty labels while there are none.
///
/// Equal inputs mean equal conditions in the same views, so a change to the screen that
/// leaves the conditions alone, such as "Loading…" above them, does not evaluate this body.
struct CurrentConditions: DeclaredView, Equatable {
  let conditions: CurrentConditionsViewModel?
  let view: CurrentConditionsView

  var body: some DeclaredView {
    VStack {
      Text(conditions?.date ?? "", in: view.dateLabel)
      Representable(view.iconView) { $0.image = Image(named: conditions?.icon ?? "") }
      Text(conditions?.summary ?? "", in: view.summaryLabel)
      Text(conditions?.forecastSummary ?? "", in: view.forecastSummaryLabel)
      Text(conditions?.feelsLike ?? "", in: view.feelsLikeLabel)
      Text(conditions?.minMax ?? "", in: view.minMaxLabel)
      Text(conditions?.wind ?? "", in: view.windLabel)
    }
  }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.conditions == rhs.conditions && lhs.view === rhs.view
  }
}

/// The forecast's message, its spinner, and a row for each of the view's fixed day rows; a
/// row with no day to show is emptied. Like the conditions, it is evaluated again only when
/// what it shows changes.
struct Forecast: DeclaredView, Equatable {
  let forecast: ForecastViewModel?
  let isLoading: Bool
  let view: ForecastView

  var body: some DeclaredView {
    let days = forecast?.days ?? []
    VStack {
      Text(forecast?.message ?? "", in: view.messageLabel)
      ActivityIndicator(isAnimating: isLoading, in: view.activityIndicator)
      ForEach(view.dayViews.indices, id: \.self) { index in
        ForecastDay(day: index < days.count ? days[index] : nil, row: view.dayViews[index])
      }
    }
  }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.forecast == rhs.forecast && lhs.isLoading == rhs.isLoading && lhs.view === rhs.view
  }
}

/// One row of the forecast: the day, its glyph, its summary and its temperatures; evaluated
/// again only when its day changes.
struct ForecastDay: DeclaredView, Equatable {
  let day: ForecastDayViewModel?
  let row: ForecastDayView

  var body: some DeclaredView {
    HStack {
      Text(day?.day ?? "", in: row.dayLabel)
      Representable(row.glyphView) { $0.glyph = Glyph(named: day?.icon ?? "") }
      Text(day?.summary ?? "", in: row.summaryLabel)
      Text(day?.temperatures ?? "", in: row.temperatureLabel)
    }
  }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.day == rhs.day && lhs.row === rhs.row
  }
}

/// What the app asks of a weather screen, answered from the view model.
extension HostingController: LocationShowing where Content == WeatherScreen {
  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { rootView.viewModel.location }
}
