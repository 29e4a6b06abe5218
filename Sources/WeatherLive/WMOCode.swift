import WeatherCore

extension WeatherCondition {
  /// The app's condition for a WMO weather code (WMO 4677, as Open-Meteo reports it).
  ///
  /// The app speaks Weatherbit's vocabulary, so each WMO code maps to the closest Weatherbit
  /// code, and the description and icon come from WeatherCore's one Weatherbit catalog; the
  /// screen then reads the same whichever service answered. Codes that WMO does not define
  /// for Open-Meteo map to Weatherbit's own catch-all, 900 "Unknown precipitation" (`u00d`).
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
    let weatherbitCode = WMOTable.weatherbitCodes[code] ?? WMOTable.unknown
    // Every code in the table is in the catalog (a test checks it); 900 is the fallback.
    return .weatherbit(code: weatherbitCode, isDay: isDay)
      ?? WeatherCondition(
        code: WMOTable.unknown, description: "Unknown precipitation",
        iconID: isDay ? "u00d" : "u00n")
  }
}

/// WMO code → the closest Weatherbit code.
enum WMOTable {
  static let unknown = 900

  static let weatherbitCodes: [Int: Int] = [
    0: 800,  // clear sky
    1: 801,  // mainly clear
    2: 802,  // partly cloudy
    3: 804,  // overcast
    45: 741,  // fog
    48: 751,  // depositing rime fog
    51: 300, 53: 301, 55: 302,  // drizzle: light, moderate, dense
    // Weatherbit has no freezing drizzle; freezing rain is the closest.
    56: 511, 57: 511,
    61: 500, 63: 501, 65: 502,  // rain: slight, moderate, heavy
    66: 511, 67: 511,  // freezing rain
    71: 600, 73: 601, 75: 602,  // snow fall: slight, moderate, heavy
    77: 623,  // snow grains
    80: 520, 81: 521, 82: 522,  // rain showers: slight, moderate, violent
    85: 621, 86: 622,  // snow showers
    95: 201,  // thunderstorm, slight or moderate, usually with rain
    96: 233, 99: 233,  // thunderstorm with hail
  ]
}
