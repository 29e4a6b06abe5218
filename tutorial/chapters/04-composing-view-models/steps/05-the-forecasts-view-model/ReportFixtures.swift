import WeatherCore
import WeatherMVVMViewModels
import WeatherTestSupport

/// What the screen shows of the fakes' reports, as finished text.
enum Shown {
  /// Raleigh's current conditions in the Weatherbit documentation's example.
  static let raleigh = CurrentConditionsViewModel(
    date: "Monday, Aug 28", icon: "c03d", summary: "Broken clouds - 24℉",
    forecastSummary: "Summary: Broken clouds", feelsLike: "Feels like 24℉",
    minMax: "Min 24℉ · Max 24℉", wind: "Wind 3 mph")

  /// The five days after Monday, August 28, 2017 of `ServiceFakes.weatherbitExampleWeek`.
  static let raleighDays = [
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

  /// The forecast of `ServiceFakes.weatherbitExampleReport`: ``raleighDays``.
  static let raleighForecast = ForecastViewModel(days: raleighDays)
}
