import WeatherCore

extension WeatherCondition {
  /// The app's condition for a WMO weather code (WMO 4677, as Open-Meteo reports it).
  ///
  /// The app speaks Weatherbit's vocabulary, so each WMO code maps to the closest Weatherbit
  /// code, description and icon. The table is written out here, with explicit Weatherbit
  /// values, so that it does not depend on any other catalog. Codes that WMO does not define
  /// for Open-Meteo map to Weatherbit's own catch-all, 900 "Unknown Precipitation" (`u00d`).
  ///
  /// ```swift
  /// WeatherCondition.wmo(code: 3, isDay: false)
  /// // WeatherCondition(code: 804, description: "Overcast clouds", iconID: "c04n")
  /// ```
  ///
  /// - Parameters:
  ///   - code: The WMO weather code, such as 61 for slight rain.
  ///   - isDay: Whether the sun is up; picks the icon's "d" or "n" variant.
  /// - Returns: The Weatherbit-style condition.
  public static func wmo(code: Int, isDay: Bool) -> WeatherCondition {
    let entry = WMOTable.entries[code] ?? WMOTable.unknown
    return WeatherCondition(
      code: entry.weatherbitCode, description: entry.description,
      iconID: entry.icon + (isDay ? "d" : "n"))
  }
}

/// WMO code → closest Weatherbit code, description and icon stem (without the d/n suffix).
enum WMOTable {
  struct Entry: Sendable {
    let weatherbitCode: Int
    let description: String
    let icon: String
  }

  static let unknown = Entry(weatherbitCode: 900, description: "Unknown Precipitation", icon: "u00")

  static let entries: [Int: Entry] = [
    0: Entry(weatherbitCode: 800, description: "Clear sky", icon: "c01"),
    1: Entry(weatherbitCode: 801, description: "Few clouds", icon: "c02"),  // mainly clear
    2: Entry(weatherbitCode: 802, description: "Scattered clouds", icon: "c02"),  // partly cloudy
    3: Entry(weatherbitCode: 804, description: "Overcast clouds", icon: "c04"),
    45: Entry(weatherbitCode: 741, description: "Fog", icon: "a05"),
    // WMO 48 is "depositing rime fog".
    48: Entry(weatherbitCode: 751, description: "Freezing Fog", icon: "a06"),
    51: Entry(weatherbitCode: 300, description: "Light Drizzle", icon: "d01"),
    53: Entry(weatherbitCode: 301, description: "Drizzle", icon: "d02"),
    55: Entry(weatherbitCode: 302, description: "Heavy Drizzle", icon: "d03"),
    // Weatherbit has no freezing drizzle; freezing rain is the closest.
    56: Entry(weatherbitCode: 511, description: "Freezing rain", icon: "f01"),
    57: Entry(weatherbitCode: 511, description: "Freezing rain", icon: "f01"),
    61: Entry(weatherbitCode: 500, description: "Light Rain", icon: "r01"),
    63: Entry(weatherbitCode: 501, description: "Moderate Rain", icon: "r02"),
    65: Entry(weatherbitCode: 502, description: "Heavy Rain", icon: "r03"),
    66: Entry(weatherbitCode: 511, description: "Freezing rain", icon: "f01"),
    67: Entry(weatherbitCode: 511, description: "Freezing rain", icon: "f01"),
    71: Entry(weatherbitCode: 600, description: "Light snow", icon: "s01"),
    73: Entry(weatherbitCode: 601, description: "Snow", icon: "s02"),
    75: Entry(weatherbitCode: 602, description: "Heavy Snow", icon: "s03"),
    77: Entry(weatherbitCode: 623, description: "Flurries", icon: "s06"),  // snow grains
    80: Entry(weatherbitCode: 520, description: "Light shower rain", icon: "r04"),
    81: Entry(weatherbitCode: 521, description: "Shower rain", icon: "r05"),
    82: Entry(weatherbitCode: 522, description: "Heavy shower rain", icon: "r06"),  // violent
    85: Entry(weatherbitCode: 621, description: "Snow shower", icon: "s01"),
    86: Entry(weatherbitCode: 622, description: "Heavy snow shower", icon: "s02"),
    // WMO 95 is "slight or moderate thunderstorm", usually with rain.
    95: Entry(weatherbitCode: 201, description: "Thunderstorm with rain", icon: "t02"),
    96: Entry(weatherbitCode: 233, description: "Thunderstorm with hail", icon: "t05"),
    99: Entry(weatherbitCode: 233, description: "Thunderstorm with hail", icon: "t05"),
  ]
}
