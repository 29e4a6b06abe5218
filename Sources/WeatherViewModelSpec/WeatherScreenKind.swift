import WeatherCore
import WeatherPresentation

/// The values that one output of a view model has shown, oldest first, starting with the value
/// it held when recording began.
///
/// A kind of view model records its outputs in its own way (a box tells each set, Observation
/// says that a property will change), and hands each output to the spec as a history.
@MainActor
public struct History<Value> {
  private let read: @MainActor () -> [Value]

  /// A history read from a recorder, each time it is asked for.
  ///
  /// - Parameter read: Returns every value recorded so far, oldest first.
  public init(_ read: @escaping @MainActor () -> [Value]) {
    self.read = read
  }

  /// Every value recorded so far, oldest first.
  public var values: [Value] { read() }

  /// The value shown now.
  public var lastValue: Value? { values.last }
}

/// What the spec asks of a kind's weather view model: how it is made and the inputs it takes,
/// which the view models of every kind have by the same names.
@MainActor
public protocol WeatherViewModelContract: AnyObject {
  /// A view model that looks up the default address once its view has loaded.
  init(environment: WeatherEnvironment)
  /// A view model opened on a place, which it shows without looking it up.
  init(location: Location, environment: WeatherEnvironment)
  /// The place shown, once a report for it has arrived.
  var location: Location? { get }
  /// The screen's view has loaded.
  func viewDidLoad()
  /// The user typed `text` and has not submitted it yet.
  func locationTextChanged(to text: String)
  /// The user submitted `text` as the place to show.
  func changeLocation(to text: String)
}

/// The weather screen's outputs, each as the history of what it showed.
@MainActor
public struct WeatherScreenOutputs {
  /// The place's name, or what the lookup says instead of one.
  public var locationName: History<String>
  /// The current conditions, `nil` until a report arrives.
  public var currentConditions: History<CurrentConditionsViewModel?>
  /// The days after the one shown, `nil` until a report arrives.
  public var forecast: History<ForecastViewModel?>
  /// Whether a lookup or a report is on its way.
  public var isLoading: History<Bool>
  /// The error line, empty when there is none.
  public var error: History<String>
  /// The places suggested for the text being typed.
  public var suggestions: History<[String]>

  /// Outputs read from the given histories.
  public init(
    locationName: History<String>, currentConditions: History<CurrentConditionsViewModel?>,
    forecast: History<ForecastViewModel?>, isLoading: History<Bool>, error: History<String>,
    suggestions: History<[String]>
  ) {
    self.locationName = locationName
    self.currentConditions = currentConditions
    self.forecast = forecast
    self.isLoading = isLoading
    self.error = error
    self.suggestions = suggestions
  }
}

/// A kind of view model, as the weather screen's spec runs it: its weather view model, and how
/// to record what the screen shows.
@MainActor
public protocol WeatherScreenKind {
  /// This kind's weather view model.
  associatedtype Screen: WeatherViewModelContract

  /// Starts recording every output of `screen`.
  static func record(_ screen: Screen) -> WeatherScreenOutputs
}
