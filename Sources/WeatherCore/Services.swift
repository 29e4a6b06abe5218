import Foundation

/// Turns what a person typed into places, best match first.
///
/// A struct of closures rather than a protocol, so that live, offline and test values are
/// plain values that are passed in through `init` (there is no global environment).
///
/// The closures are `nonisolated(nonsending)`: they start and resume on the caller's actor.
/// A screen on the main actor therefore sees a service call begin and end inside its own
/// turns of the run loop, which keeps the order of its updates deterministic. Work that is
/// slow must leave the caller's actor itself (URLSession does; the offline gazetteer answers
/// in microseconds).
///
/// ```swift
/// let geocoder = GeocoderClient { text in [richmond] }
/// let places = try await geocoder.search("Richmond, VA")
/// ```
public struct GeocoderClient: Sendable {
  /// Looks up places for typed text; an empty array means "not found".
  public var search: nonisolated(nonsending) @Sendable (_ text: String) async throws -> [Location]

  /// Creates a geocoder from its search function.
  ///
  /// - Parameter search: Looks up places for typed text.
  public init(
    search: nonisolated(nonsending) @escaping @Sendable (_ text: String) async throws -> [Location]
  ) {
    self.search = search
  }
}

/// Gives the weather for a place: the current conditions alone, for a list's cells, or a
/// whole report with the days ahead, for a weather screen.
///
/// Two calls, because their callers need different things: a weather screen asks once for
/// everything it shows (``report``, as Thunderstorm's `weather(for:)`), and a list of places
/// shows only the current conditions of each (``current``), which must not cost a forecast
/// request per cell. Like ``GeocoderClient``, its closures run on the caller's actor.
///
/// ```swift
/// let weather = WeatherClient(current: { location, units in sample }, report: { location, units in
///   WeatherReport(current: sample, forecast: .success(days))
/// })
/// let data = try await weather.current(richmond, .imperial)
/// ```
public struct WeatherClient: Sendable {
  /// Fetches the current weather at a place, in the given units.
  public var current:
    nonisolated(nonsending) @Sendable (_ location: Location, _ units: Units) async throws ->
      WeatherData
  /// Fetches the current weather and the days ahead at a place, in the given units. It throws
  /// when the current conditions cannot be had; a forecast that fails alone is a failed
  /// ``WeatherReport/forecast``.
  public var report:
    nonisolated(nonsending) @Sendable (_ location: Location, _ units: Units) async throws ->
      WeatherReport

  /// Creates a weather service from its two fetch functions.
  ///
  /// - Parameters:
  ///   - current: Fetches the current weather at a place.
  ///   - report: Fetches the current weather and the days ahead.
  public init(
    current:
      nonisolated(nonsending) @escaping @Sendable (_ location: Location, _ units: Units)
      async throws -> WeatherData,
    report:
      nonisolated(nonsending) @escaping @Sendable (_ location: Location, _ units: Units)
      async throws -> WeatherReport
  ) {
    self.current = current
    self.report = report
  }

  /// Creates a weather service that knows only the current conditions: its reports carry no
  /// forecast, and say so with ``ServiceError/unavailable(_:)``.
  ///
  /// - Parameter current: Fetches the current weather at a place.
  public init(
    current:
      nonisolated(nonsending) @escaping @Sendable (_ location: Location, _ units: Units)
      async throws -> WeatherData
  ) {
    self.init(current: current) { location, units in
      WeatherReport(
        current: try await current(location, units), forecast: .failure(.unavailable("no forecast"))
      )
    }
  }
}

/// Why a service could not answer, phrased for the one error line on the screen.
///
/// The message names no service: the screen says which one failed, as in
/// "Weather unavailable: connection refused".
///
/// ```swift
/// let error = ServiceError.http(status: 429)
/// print(error.message)  // "too many requests (HTTP 429); try again later"
/// ```
public enum ServiceError: Error, Sendable, Hashable {
  /// Nothing listens at the service's address.
  case connectionRefused
  /// The service did not answer in time.
  case timeout
  /// The service answered with an HTTP error status.
  case http(status: Int)
  /// The service answered with something that is not JSON, such as an HTML error page.
  case notJSON
  /// The JSON was empty, malformed or missing a field; the associated text says which.
  case malformed(String)
  /// The service answered, but had no observation for the place.
  case noData
  /// Any other transport failure, described in a few words.
  case unavailable(String)

  /// The human, specific line that the screen shows for this error.
  public var message: String {
    switch self {
    case .connectionRefused: "connection refused"
    case .timeout: "no answer in time (timed out)"
    case .http(let status):
      switch status {
      case 400: "bad request (HTTP 400)"
      case 401: "API key missing or invalid (HTTP 401)"
      case 403: "access denied (HTTP 403)"
      case 429: "too many requests (HTTP 429); try again later"
      case 500...599: "server error (HTTP \(status)); try again later"
      default: "unexpected answer (HTTP \(status))"
      }
    case .notJSON: "answer was not JSON"
    case .malformed(let detail): "unreadable answer (\(detail))"
    case .noData: "no observation for this place"
    case .unavailable(let detail): "unavailable (\(detail))"
    }
  }

  /// A few words for a narrow place, such as a list cell: "HTTP 503", "timed out".
  public var shortMessage: String {
    switch self {
    case .connectionRefused: "connection refused"
    case .timeout: "timed out"
    case .http(let status): "HTTP \(status)"
    case .notJSON: "not JSON"
    case .malformed: "unreadable answer"
    case .noData: "no observation"
    case .unavailable: "unavailable"
    }
  }
}

extension Error {
  /// The line the screen shows for any error: a ``ServiceError``'s own message, and the same
  /// plain words for every error that no service phrased.
  ///
  /// Every variant's screens show an error through this one rule, so they say the same.
  ///
  /// ```swift
  /// ServiceError.timeout.serviceMessage  // "no answer in time (timed out)"
  /// CancellationError().serviceMessage  // unexpected error
  /// ```
  public var serviceMessage: String {
    (self as? ServiceError)?.message ?? "unexpected error"
  }
}

/// Completes a place name while it is being typed: the suggestions under the prompt.
///
/// It answers at once, from memory, because it runs on every key press.
///
/// ```swift
/// let suggester = PlaceSuggester.gazetteer(try Gazetteer.bundled())
/// suggester.suggest("San F")  // ["San Francisco, CA", …]
/// ```
public struct PlaceSuggester: Sendable {
  /// Up to three place names, best first, that complete the text typed so far.
  public var suggest: @Sendable (_ typed: String) -> [String]

  /// Creates a suggester from its function.
  ///
  /// - Parameter suggest: Gives the names that complete typed text, best first.
  public init(suggest: @escaping @Sendable (_ typed: String) -> [String]) {
    self.suggest = suggest
  }

  /// Suggests nothing: the screen shows no suggestions.
  public static let none = PlaceSuggester { _ in [] }
}

/// Everything a weather screen needs from outside, handed to its controller through `init`.
///
/// ```swift
/// let environment = WeatherEnvironment(
///   geocoder: .offline(gazetteer: try .bundled()), weather: .offline(now: { Date() }))
/// ```
public struct WeatherEnvironment: Sendable {
  /// The address that the screen looks up when it first appears.
  ///
  /// Kodeco's tutorial starts at "McGaheysville, VA", which is too small for the offline
  /// gazetteer (places of 15,000 people or more), so the screen starts at Richmond, VA.
  public static let defaultAddress = "Richmond, VA"

  /// Turns typed text into places.
  public var geocoder: GeocoderClient
  /// Gives the weather for a place.
  public var weather: WeatherClient
  /// The unit system that the user chose.
  public var units: Units
  /// The address looked up on start.
  public var defaultAddress: String
  /// Whether the weather is the offline provider's sample data rather than observations, so
  /// that the screen can say so.
  public var weatherIsSample: Bool
  /// Completes place names while they are typed.
  public var suggester: PlaceSuggester

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - geocoder: Turns typed text into places.
  ///   - weather: Gives the weather for a place.
  ///   - units: The unit system; imperial by default, as in Kodeco's tutorial.
  ///   - defaultAddress: The address looked up on start.
  ///   - weatherIsSample: Whether `weather` gives sample data rather than observations.
  ///   - suggester: Completes place names while they are typed; none by default.
  public init(
    geocoder: GeocoderClient, weather: WeatherClient, units: Units = .imperial,
    defaultAddress: String = WeatherEnvironment.defaultAddress, weatherIsSample: Bool = false,
    suggester: PlaceSuggester = .none
  ) {
    self.geocoder = geocoder
    self.weather = weather
    self.units = units
    self.defaultAddress = defaultAddress
    self.weatherIsSample = weatherIsSample
    self.suggester = suggester
  }
}
