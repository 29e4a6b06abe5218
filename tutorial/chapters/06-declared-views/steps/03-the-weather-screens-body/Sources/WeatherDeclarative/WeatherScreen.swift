import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherScreens
import WeatherViews

/// The weather screen, declared: its `body` reads the `@Observable` view model and is the
/// screen, top to bottom, as a SwiftUI view's body is. What an `if` leaves out is not drawn.
///
/// The view model is a plain property, as an `@ObservedObject` becomes with `@Observable`, set
/// in the environment for `Prompt`. The load starts when the screen first appears: when the app
/// calls the host's `viewDidLoad()`.
///
/// ```swift
/// let screen = WeatherScreen(environment: environment)
/// let host = HostingController(
///   rootView: screen, width: 52, scheduler: .mainQueue, promptTitle: "Change location ›")
/// host.viewDidLoad()
/// ```
public struct WeatherScreen: DeclaredView {
  /// The screen's view model, the same type that the Observation variant's controller reads.
  public let viewModel: WeatherViewModel

  /// Declares the screen for a new view model.
  ///
  /// - Parameter environment: The services and settings, handed on to the view model.
  public init(environment: WeatherEnvironment) {
    self.init(viewModel: WeatherViewModel(environment: environment))
  }

  /// Declares the screen for a view model that already exists, such as the one that a saved
  /// place's cell makes for its place.
  ///
  /// - Parameter viewModel: The screen's view model.
  public init(viewModel: WeatherViewModel) {
    self.viewModel = viewModel
  }

  /// The place's name and day, its conditions, the forecast, the error if any, and the prompt.
  public var body: some DeclaredView {
    let error = TerminalText.sanitize(viewModel.error)
    VStack(alignment: .leading) {
      Text(viewModel.locationName).lineLimit(ScreenView.maximumWrappedLines)
      Text(viewModel.currentConditions?.date ?? "").lineLimit(1)
      Divider()
      CurrentConditions(conditions: viewModel.currentConditions)
      Divider()
      Forecast(forecast: viewModel.forecast, isLoading: viewModel.isLoading)
      Divider()
      if !error.isEmpty {
        HStack(alignment: .top, spacing: 0) {
          Text("! ")
          Text(error).lineLimit(ScreenView.maximumWrappedLines)
        }
        .foregroundStyle(.red)
      }
      Prompt()
    }
    .onAppear { viewModel.viewDidLoad() }
    .environment(viewModel)
  }
}

/// The prompt: the text being typed, its own state, with the suggestions. It reads the view
/// model from the environment, so a report, which leaves the suggestions alone, skips it.
struct Prompt: DeclaredView, Equatable {
  @Environment(WeatherViewModel.self) private var viewModel
  @State private var city = ""

  // Typing asks for suggestions, as in the other variants; Enter asks for the place's weather.
  var body: some DeclaredView {
    TextField(text: typing, suggestions: viewModel.suggestions)
      .onSubmit { viewModel.changeLocation(to: $0) }
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

/// The icon and, beside it, the conditions, one line each, cut to fit; blank while there are
/// none.
///
/// Equal conditions draw the same lines, so a change to the screen that leaves the conditions
/// alone, such as "Loading…" above them, does not evaluate this body.
struct CurrentConditions: DeclaredView, Equatable {
  let conditions: CurrentConditionsViewModel?

  var body: some DeclaredView {
    HStack(alignment: .top, spacing: 2) {
      WeatherIcon(name: conditions?.icon ?? "")
      VStack(alignment: .leading) {
        Text(conditions?.summary ?? "")
        Text(conditions?.forecastSummary ?? "")
        Text(conditions?.feelsLike ?? "")
        Text(conditions?.minMax ?? "")
        Text(conditions?.wind ?? "")
      }
      .lineLimit(1)
    }
  }
}

/// The days ahead, in an area as tall as the most days shown whatever it shows, so the frame
/// keeps its shape: a line that says why there are none, "Loading…" while the first report
/// loads, or a row for each day with their temperatures lined up in a column as wide as the
/// widest, and a line under them when they are fewer than the rows.
struct Forecast: DeclaredView, Equatable {
  let forecast: ForecastViewModel?
  let isLoading: Bool

  var body: some DeclaredView {
    let days = forecast?.days ?? []
    let message = TerminalText.sanitize(forecast?.message ?? "")
    VStack(alignment: .leading) {
      if !message.isEmpty {
        Text(message).lineLimit(1)
      } else if isLoading && days.isEmpty {
        ProgressView(ScreenWording.forecastLoading)
      } else {
        let temperatureColumns =
          days.map { TextWidth.columns(in: TerminalText.sanitize($0.temperatures)) }.max() ?? 0
        ForEach(0..<days.count, id: \.self) { index in
          ForecastDay(day: days[index], temperatureColumns: temperatureColumns)
        }
        if !days.isEmpty, days.count < ForecastViewModel.dayCount {
          Text(ScreenWording.shortForecast(days: days.count)).lineLimit(1)
        }
      }
    }
    .frame(height: ForecastViewModel.dayCount, alignment: .topLeading)
  }
}

/// One day: "Tue 1  ☂ Light rain          41℉ / 55℉", the condition cut first.
struct ForecastDay: DeclaredView, Equatable {
  let day: ForecastDayViewModel
  let temperatureColumns: Int

  /// The columns of the day: "Wed 30" is the widest.
  static let dayColumns = 6

  var body: some DeclaredView {
    HStack {
      Text(day.day).frame(width: Self.dayColumns, alignment: .leading)
      Text(glyph(named: day.icon))
      Text(day.summary).frame(maxWidth: .infinity, alignment: .leading)
      if temperatureColumns > 0 {
        Text(day.temperatures).frame(width: temperatureColumns, alignment: .trailing)
      }
    }
    .lineLimit(1)
  }
}

/// What the app asks of a weather screen, answered from the view model.
extension HostingController: LocationShowing where Content == WeatherScreen {
  /// The place on the screen, as the view model knows it; what `:save` adds to the list.
  public var shownLocation: Location? { rootView.viewModel.location }
}
