import Foundation

/// A place that the geocoder found, ready to show and to ask the weather for.
///
/// ```swift
/// let richmond = Location(
///   name: "Richmond, VA", latitude: 37.55, longitude: -77.46,
///   timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US")
/// ```
public struct Location: Sendable, Hashable, Codable {
  /// The name shown to the user: "Richmond, VA" in the US, "Paris, France" elsewhere.
  public var name: String
  /// Latitude in degrees, north positive.
  public var latitude: Double
  /// Longitude in degrees, east positive.
  public var longitude: Double
  /// The IANA time zone of the place, such as "Europe/Paris".
  public var timeZoneIdentifier: String
  /// The country's English name, such as "France".
  public var country: String
  /// The country's ISO 3166-1 alpha-2 code, such as "FR".
  public var countryCode: String
  /// The first-level division's English name, such as "Virginia" or "Ontario"; empty when
  /// the source does not say.
  public var region: String
  /// The height above sea level in metres, when the source gives it.
  public var elevation: Double?

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - name: The display name.
  ///   - latitude: Latitude in degrees.
  ///   - longitude: Longitude in degrees.
  ///   - timeZoneIdentifier: The IANA time zone identifier.
  ///   - country: The country's English name.
  ///   - countryCode: The ISO 3166-1 alpha-2 code.
  ///   - region: The first-level division's name, or empty.
  ///   - elevation: The height above sea level in metres, or `nil`.
  public init(
    name: String, latitude: Double, longitude: Double, timeZoneIdentifier: String,
    country: String, countryCode: String, region: String = "", elevation: Double? = nil
  ) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneIdentifier = timeZoneIdentifier
    self.country = country
    self.countryCode = countryCode
    self.region = region
    self.elevation = elevation
  }

  /// The place's time zone; GMT when the identifier is unknown to this system.
  public var timeZone: TimeZone {
    TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)!
  }
}

/// The unit system that the user chose; imperial is Kodeco's tutorial's default.
public enum Units: String, Sendable, Hashable, CaseIterable, Codable {
  /// Degrees Fahrenheit and miles per hour.
  case imperial
  /// Degrees Celsius and kilometres per hour.
  case metric
}

/// A weather condition in the Weatherbit/WMO vocabulary, with the icon that shows it.
///
/// ```swift
/// let clouds = WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d")
/// ```
public struct WeatherCondition: Sendable, Hashable, Codable {
  /// The Weatherbit condition code, such as 803 for broken clouds.
  public var code: Int
  /// The human description, such as "Broken clouds".
  public var description: String
  /// The Weatherbit icon id, such as "c03d"; its last letter tells day ("d") from night ("n").
  public var iconID: String

  /// Creates a condition.
  ///
  /// - Parameters:
  ///   - code: The Weatherbit condition code.
  ///   - description: The human description.
  ///   - iconID: The Weatherbit icon id.
  public init(code: Int, description: String, iconID: String) {
    self.code = code
    self.description = description
    self.iconID = iconID
  }
}

/// The current weather at one place, in the units that were asked for.
///
/// ```swift
/// let data = WeatherData(
///   observationTime: Date(timeIntervalSince1970: 1_503_938_700), temperature: 24.19,
///   feelsLike: 23.1, minTemperature: 18, maxTemperature: 27, windSpeed: 3.2, units: .metric,
///   condition: WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d"))
/// ```
public struct WeatherData: Sendable, Hashable, Codable {
  /// When the observation was made.
  public var observationTime: Date
  /// The air temperature, in ℉ for imperial and °C for metric.
  public var temperature: Double
  /// The apparent temperature, in the same unit as `temperature`.
  public var feelsLike: Double
  /// The day's minimum temperature.
  public var minTemperature: Double
  /// The day's maximum temperature.
  public var maxTemperature: Double
  /// The wind speed, in mph for imperial and km/h for metric.
  public var windSpeed: Double
  /// The unit system of every number above.
  public var units: Units
  /// The weather condition and its icon.
  public var condition: WeatherCondition

  /// Creates a weather observation.
  ///
  /// - Parameters:
  ///   - observationTime: When the observation was made.
  ///   - temperature: The air temperature.
  ///   - feelsLike: The apparent temperature.
  ///   - minTemperature: The day's minimum.
  ///   - maxTemperature: The day's maximum.
  ///   - windSpeed: The wind speed.
  ///   - units: The unit system of the numbers.
  ///   - condition: The condition and icon.
  public init(
    observationTime: Date, temperature: Double, feelsLike: Double, minTemperature: Double,
    maxTemperature: Double, windSpeed: Double, units: Units, condition: WeatherCondition
  ) {
    self.observationTime = observationTime
    self.temperature = temperature
    self.feelsLike = feelsLike
    self.minTemperature = minTemperature
    self.maxTemperature = maxTemperature
    self.windSpeed = windSpeed
    self.units = units
    self.condition = condition
  }
}

extension Location {
  /// The place's own name without its region: "Richmond" for "Richmond, VA".
  public var placeName: String {
    guard let comma = name.range(of: ", ", options: .backwards) else { return name }
    return String(name[..<comma.lowerBound])
  }

  /// What the display name adds to the place's own name, as the weather screen shows it: the
  /// state for US places ("VA"), the country elsewhere ("France").
  public var displayRegion: String {
    guard let comma = name.range(of: ", ", options: .backwards) else { return country }
    return String(name[comma.upperBound...])
  }
}

extension Location {
  private enum CodingKeys: String, CodingKey {
    case name, latitude, longitude, timeZoneIdentifier, country, countryCode, region, elevation
  }

  /// Reads a location; `region` and `elevation` may be missing, as in a file saved before
  /// places carried them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a field other than `region` or `elevation` is missing or
  ///   malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      latitude: try container.decode(Double.self, forKey: .latitude),
      longitude: try container.decode(Double.self, forKey: .longitude),
      timeZoneIdentifier: try container.decode(String.self, forKey: .timeZoneIdentifier),
      country: try container.decode(String.self, forKey: .country),
      countryCode: try container.decode(String.self, forKey: .countryCode),
      region: try container.decodeIfPresent(String.self, forKey: .region) ?? "",
      elevation: try container.decodeIfPresent(Double.self, forKey: .elevation))
  }
}
