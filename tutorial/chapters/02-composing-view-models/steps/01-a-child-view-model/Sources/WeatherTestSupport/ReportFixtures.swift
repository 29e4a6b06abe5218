import WeatherCore
import WeatherPresentation

/// What the weather screen shows of the fakes' reports, as finished text: the expected values
/// of both view-model variants' tests and of the children's own.
public enum Shown {
  /// Raleigh's current conditions in the Weatherbit documentation's example.
  public static let raleigh = CurrentConditionsViewModel(
    date: "Monday, Aug 28", icon: "c03d", summary: "Broken clouds - 24℉",
    forecastSummary: "Summary: Broken clouds", feelsLike: "Feels like 24℉",
    minMax: "Min 24℉ · Max 24℉", wind: "Wind 3 mph")
}
