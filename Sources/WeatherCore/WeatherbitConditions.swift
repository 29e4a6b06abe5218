extension WeatherCondition {
  /// The Weatherbit condition codes, in ascending order.
  ///
  /// ```swift
  /// WeatherCondition.weatherbitCodes.first  // 200
  /// ```
  public static let weatherbitCodes: [Int] = weatherbitCatalog.keys.sorted()

  /// The Weatherbit condition for a code, with the day or night variant of its icon.
  ///
  /// - Parameters:
  ///   - code: A Weatherbit code, such as 803.
  ///   - isDay: Whether the sun is up; picks the icon id's "d" or "n" suffix.
  /// - Returns: The condition, or nil for a code that Weatherbit does not define.
  ///
  /// ```swift
  /// WeatherCondition.weatherbit(code: 803, isDay: true)
  /// // WeatherCondition(code: 803, description: "Broken clouds", iconID: "c03d")
  /// ```
  public static func weatherbit(code: Int, isDay: Bool) -> WeatherCondition? {
    guard let entry = weatherbitCatalog[code] else { return nil }
    return WeatherCondition(
      code: code, description: entry.description, iconID: entry.icon + (isDay ? "d" : "n"))
  }

  /// Weatherbit's code → (description, icon without its day/night suffix).
  private static let weatherbitCatalog: [Int: (description: String, icon: String)] = [
    200: ("Thunderstorm with light rain", "t01"),
    201: ("Thunderstorm with rain", "t02"),
    202: ("Thunderstorm with heavy rain", "t03"),
    230: ("Thunderstorm with light drizzle", "t04"),
    231: ("Thunderstorm with drizzle", "t04"),
    232: ("Thunderstorm with heavy drizzle", "t04"),
    233: ("Thunderstorm with hail", "t05"),
    300: ("Light drizzle", "d01"),
    301: ("Drizzle", "d02"),
    302: ("Heavy drizzle", "d03"),
    500: ("Light rain", "r01"),
    501: ("Moderate rain", "r02"),
    502: ("Heavy rain", "r03"),
    511: ("Freezing rain", "f01"),
    520: ("Light shower rain", "r04"),
    521: ("Shower rain", "r05"),
    522: ("Heavy shower rain", "r06"),
    600: ("Light snow", "s01"),
    601: ("Snow", "s02"),
    602: ("Heavy snow", "s03"),
    610: ("Mix snow/rain", "s04"),
    611: ("Sleet", "s05"),
    612: ("Heavy sleet", "s05"),
    621: ("Snow shower", "s01"),
    622: ("Heavy snow shower", "s02"),
    623: ("Flurries", "s06"),
    700: ("Mist", "a01"),
    711: ("Smoke", "a02"),
    721: ("Haze", "a03"),
    731: ("Sand/dust", "a04"),
    741: ("Fog", "a05"),
    751: ("Freezing fog", "a06"),
    800: ("Clear sky", "c01"),
    801: ("Few clouds", "c02"),
    802: ("Scattered clouds", "c02"),
    803: ("Broken clouds", "c03"),
    804: ("Overcast clouds", "c04"),
    900: ("Unknown precipitation", "u00"),
  ]
}
