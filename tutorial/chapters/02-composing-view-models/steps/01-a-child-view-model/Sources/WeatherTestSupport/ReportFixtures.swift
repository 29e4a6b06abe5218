import WeatherCore
import WeatherPresentation

/// What the weather screen shows of the fakes' reports, as finished text: the expected values
/// of both view-model variants' tests and of the children's own.
public enum Shown {
  /// Raleigh's current conditions in the Weatherbit documentation's example.
  public static let raleigh = CurrentConditionsViewModel(
    date: "Monday, Aug 28", icon: "c03d", summary: "Broken clouds - 76℉",
    forecastSummary: "Summary: Broken clouds", feelsLike: "Feels like 76℉",
    minMax: "Min 76℉ · Max 76℉", wind: "Wind 7 mph")
}
