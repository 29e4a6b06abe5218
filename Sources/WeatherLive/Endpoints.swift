import Foundation

/// Where the Open-Meteo services live, and the environment variables that move them.
///
/// Open-Meteo needs no key. Tests, proxies and self-hosted instances point the clients elsewhere
/// through the two variables, whose names are part of the app's documented interface.
///
/// ```swift
/// let env = ProcessInfo.processInfo.environment
/// let geocoder = GeocoderClient.openMeteo(baseURL: try OpenMeteo.geocodingURL(fromEnvironment: env))
/// ```
public enum OpenMeteo {
  /// The environment variable that overrides the geocoding base URL.
  public static let geocodingURLVariable = "OPEN_METEO_GEOCODING_URL"
  /// The environment variable that overrides the forecast base URL.
  public static let forecastURLVariable = "OPEN_METEO_FORECAST_URL"
  /// The public geocoding service; the client appends `/v1/search`.
  public static let defaultGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!
  /// The public forecast service; the client appends `/v1/forecast`.
  public static let defaultForecastURL = URL(string: "https://api.open-meteo.com")!

  /// The geocoding base URL: `OPEN_METEO_GEOCODING_URL` when set and not empty, else the default.
  ///
  /// - Parameter environment: The process environment, such as `ProcessInfo.processInfo.environment`.
  /// - Throws: ``LiveConfigurationError/invalidURL(variable:)`` when the variable is set to
  ///   something that is not an http or https URL with a host.
  public static func geocodingURL(fromEnvironment environment: [String: String])
    throws(LiveConfigurationError) -> URL
  {
    try LiveConfigurationError.baseURL(
      environment[geocodingURLVariable], variable: geocodingURLVariable,
      default: defaultGeocodingURL)
  }

  /// The forecast base URL: `OPEN_METEO_FORECAST_URL` when set and not empty, else the default.
  ///
  /// - Parameter environment: The process environment.
  /// - Throws: ``LiveConfigurationError/invalidURL(variable:)`` for a value that is not an http
  ///   or https URL with a host.
  public static func forecastURL(fromEnvironment environment: [String: String])
    throws(LiveConfigurationError) -> URL
  {
    try LiveConfigurationError.baseURL(
      environment[forecastURLVariable], variable: forecastURLVariable, default: defaultForecastURL)
  }
}

/// A service that needs a key: the environment variables for its base URL and key, and how
/// they are read. Weatherbit and OpenWeather are read the same way.
public protocol KeyedService {
  /// The environment variable that overrides the base URL.
  static var baseURLVariable: String { get }
  /// The environment variable that holds the API key. Its value is never printed.
  static var apiKeyVariable: String { get }
  /// The public service's root.
  static var defaultURL: URL { get }
}

extension KeyedService {
  /// The base URL: the ``baseURLVariable`` when set and not empty, else the default.
  ///
  /// - Parameter environment: The process environment.
  /// - Throws: ``LiveConfigurationError/invalidURL(variable:)`` for a value that is not an http
  ///   or https URL with a host.
  public static func baseURL(fromEnvironment environment: [String: String])
    throws(LiveConfigurationError) -> URL
  {
    try LiveConfigurationError.baseURL(
      environment[baseURLVariable], variable: baseURLVariable, default: defaultURL)
  }

  /// The API key from the ``apiKeyVariable``, trimmed; nil when it is missing or blank, which
  /// the command line reports as a usage error.
  ///
  /// - Parameter environment: The process environment.
  public static func apiKey(fromEnvironment environment: [String: String]) -> String? {
    LiveConfigurationError.key(environment[apiKeyVariable])
  }
}

/// Where Weatherbit lives, and the environment variables for its base URL and API key.
///
/// ```swift
/// let env = ProcessInfo.processInfo.environment
/// guard let key = Weatherbit.apiKey(fromEnvironment: env) else { /* usage error, exit 2 */ }
/// let weather = WeatherClient.weatherbit(
///   apiKey: key, baseURL: try Weatherbit.baseURL(fromEnvironment: env))
/// ```
public enum Weatherbit: KeyedService {
  /// `WEATHERBIT_BASE_URL` overrides the base URL.
  public static let baseURLVariable = "WEATHERBIT_BASE_URL"
  /// `WEATHERBIT_API_KEY` holds the key.
  public static let apiKeyVariable = "WEATHERBIT_API_KEY"
  /// The public service; the client appends `/v2.0/current` and `/v2.0/forecast/daily`.
  public static let defaultURL = URL(string: "https://api.weatherbit.io")!
}

/// Where OpenWeather lives, and the environment variables for its base URL and API key.
///
/// One host serves the geocoder (`/geo/1.0/direct`) and the weather (`/data/2.5/weather`,
/// `/data/2.5/forecast`), so one variable moves both.
///
/// ```swift
/// let env = ProcessInfo.processInfo.environment
/// guard let key = OpenWeather.apiKey(fromEnvironment: env) else { /* usage error, exit 2 */ }
/// let weather = WeatherClient.openWeather(
///   apiKey: key, baseURL: try OpenWeather.baseURL(fromEnvironment: env))
/// ```
public enum OpenWeather: KeyedService {
  /// `OPENWEATHER_BASE_URL` overrides the base URL.
  public static let baseURLVariable = "OPENWEATHER_BASE_URL"
  /// `OPENWEATHER_API_KEY` holds the key.
  public static let apiKeyVariable = "OPENWEATHER_API_KEY"
  /// The public service; the clients append `/geo/1.0/direct`, `/data/2.5/weather` and
  /// `/data/2.5/forecast`.
  public static let defaultURL = URL(string: "https://api.openweathermap.org")!
}

/// A live-service setting in the environment that cannot be used.
///
/// The message names the variable but never repeats its value: a URL can carry credentials.
///
/// ```swift
/// do { _ = try Weatherbit.baseURL(fromEnvironment: ["WEATHERBIT_BASE_URL": "nope"]) }
/// catch { print(error.message) }  // "WEATHERBIT_BASE_URL is not an http or https URL"
/// ```
public enum LiveConfigurationError: Error, Sendable, Hashable {
  /// The variable is set, but not to an http or https URL with a host.
  case invalidURL(variable: String)

  /// A one-line explanation for stderr.
  public var message: String {
    switch self {
    case .invalidURL(let variable): "\(variable) is not an http or https URL"
    }
  }

  /// A key as set, trimmed; nil when it is missing or blank.
  static func key(_ value: String?) -> String? {
    guard let key = value?.trimmingCharacters(in: .whitespacesAndNewlines), !key.isEmpty else {
      return nil
    }
    return key
  }

  static func baseURL(_ value: String?, variable: String, default fallback: URL) throws(Self) -> URL
  {
    guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
      return fallback
    }
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
      url.query == nil, url.fragment == nil
    else { throw .invalidURL(variable: variable) }
    return url
  }
}
