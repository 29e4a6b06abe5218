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

  /// The five days after Monday, August 28, 2017 of `ServiceFakes.weatherbitExampleWeek`.
  public static let raleighDays = [
    ForecastDayViewModel(
      day: "Tue 29", icon: "r01d", summary: "Light rain", temperatures: "61℉ / 76℉"),
    ForecastDayViewModel(
      day: "Wed 30", icon: "c01d", summary: "Clear sky", temperatures: "62℉ / 77℉"),
    ForecastDayViewModel(
      day: "Thu 31", icon: "c03d", summary: "Broken clouds", temperatures: "63℉ / 78℉"),
    ForecastDayViewModel(
      day: "Fri 1", icon: "r01d", summary: "Light rain", temperatures: "64℉ / 79℉"),
    ForecastDayViewModel(
      day: "Sat 2", icon: "c01d", summary: "Clear sky", temperatures: "65℉ / 80℉"),
  ]
}
