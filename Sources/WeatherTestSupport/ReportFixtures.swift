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
  public static let raleighForecast = ForecastViewModel(days: [
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
  ])

  /// Paris's report in the tests where two places answer differently: light rain now, and a
  /// forecast that starts two days on.
  public static let parisReport = WeatherReport(
    current: {
      var data = ServiceFakes.weatherbitExample
      data.temperature = 50.2
      data.condition = WeatherCondition(code: 500, description: "Light rain", iconID: "r01d")
      return data
    }(),
    forecast: .success(Array(ServiceFakes.weatherbitExampleWeek.dropFirst(2))))

  /// Paris's current conditions from ``parisReport``, at 18:45 in Paris.
  public static let paris = CurrentConditionsViewModel(
    date: "Monday, Aug 28", icon: "r01d", summary: "Light rain - 50℉",
    forecastSummary: "Summary: Light rain", feelsLike: "Feels like 76℉",
    minMax: "Min 76℉ · Max 76℉", wind: "Wind 7 mph")

  /// Paris's days from ``parisReport``: Wednesday the 30th to Sunday, September 3.
  public static let parisForecast = ForecastViewModel(days: [
    ForecastDayViewModel(
      day: "Wed 30", icon: "c01d", summary: "Clear sky", temperatures: "62℉ / 77℉"),
    ForecastDayViewModel(
      day: "Thu 31", icon: "c03d", summary: "Broken clouds", temperatures: "63℉ / 78℉"),
    ForecastDayViewModel(
      day: "Fri 1", icon: "r01d", summary: "Light rain", temperatures: "64℉ / 79℉"),
    ForecastDayViewModel(
      day: "Sat 2", icon: "c01d", summary: "Clear sky", temperatures: "65℉ / 80℉"),
    ForecastDayViewModel(
      day: "Sun 3", icon: "c03d", summary: "Broken clouds", temperatures: "66℉ / 81℉"),
  ])

  /// A weather service that gives Paris ``parisReport`` and anywhere else the example's.
  public static let twoPlaces = WeatherClient(
    current: { location, _ in
      location == ServiceFakes.paris ? parisReport.current : ServiceFakes.weatherbitExample
    },
    report: { location, _ in
      location == ServiceFakes.paris ? parisReport : ServiceFakes.weatherbitExampleReport
    })
}
