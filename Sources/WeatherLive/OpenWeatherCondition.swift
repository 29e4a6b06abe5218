import WeatherCore

extension WeatherCondition {
  /// The app's condition for an OpenWeather condition: its `id` (such as 803) and its icon name
  /// (such as "04d").
  ///
  /// The app speaks Weatherbit's vocabulary, whose codes grew out of OpenWeather's, so each id
  /// maps to the closest Weatherbit code and the description and icon come from WeatherCore's
  /// one catalog; the screen then reads the same whichever service answered, and no text of
  /// the service's reaches it. An id that the table does not know falls back on the icon name's
  /// number ("10" is rain), and a condition that neither names is Weatherbit's catch-all, 900.
  /// The icon name's last letter tells day from night.
  ///
  /// ```swift
  /// WeatherCondition.openWeather(id: 500, icon: "10n")
  /// // WeatherCondition(code: 500, description: "Light rain", iconID: "r01n")
  /// ```
  ///
  /// - Parameters:
  ///   - id: OpenWeather's condition id.
  ///   - icon: OpenWeather's icon name; "n" at its end means night.
  /// - Returns: The Weatherbit-style condition.
  public static func openWeather(id: Int, icon: String) -> WeatherCondition {
    let isDay = !icon.hasSuffix("n")
    let code =
      OpenWeatherTable.weatherbitCodes[id]
      ?? OpenWeatherTable.iconCodes[String(icon.prefix(2))] ?? OpenWeatherTable.unknown
    return .weatherbit(code: code, isDay: isDay)
      ?? WeatherCondition(
        code: OpenWeatherTable.unknown, description: "Unknown precipitation",
        iconID: isDay ? "u00d" : "u00n")
  }
}

/// OpenWeather's condition ids and icon names → the closest Weatherbit code.
enum OpenWeatherTable {
  static let unknown = 900

  static let weatherbitCodes: [Int: Int] = [
    // Thunderstorms: with rain, light ones without, ragged ones, with drizzle.
    200: 200, 201: 201, 202: 202, 210: 200, 211: 201, 212: 202, 221: 202,
    230: 230, 231: 231, 232: 232,
    // Drizzle; drizzle mixed with rain and showers reads as the rain it brings.
    300: 300, 301: 301, 302: 302, 310: 300, 311: 301, 312: 302, 313: 521, 314: 522, 321: 301,
    // Rain; Weatherbit's heavy rain is its heaviest, so very heavy and extreme rain map to it.
    500: 500, 501: 501, 502: 502, 503: 502, 504: 502, 511: 511,
    520: 520, 521: 521, 522: 522, 531: 521,
    // Snow and sleet.
    600: 600, 601: 601, 602: 602, 611: 611, 612: 611, 613: 612, 615: 610, 616: 610,
    620: 621, 621: 621, 622: 622,
    // The atmosphere: sand and dust share Weatherbit's one code, volcanic ash reads as smoke.
    701: 700, 711: 711, 721: 721, 731: 731, 741: 741, 751: 731, 761: 731, 762: 711,
    // Clear sky and clouds.
    800: 800, 801: 801, 802: 802, 803: 803, 804: 804,
  ]

  /// The icon names' numbers, for an id that the table above does not know.
  static let iconCodes: [String: Int] = [
    "01": 800, "02": 801, "03": 802, "04": 804, "09": 521, "10": 500, "11": 201, "13": 601,
    "50": 741,
  ]
}
