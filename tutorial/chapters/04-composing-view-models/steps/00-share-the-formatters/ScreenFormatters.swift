import WeatherCore

/// The formatters of one weather screen, made once for its units and shared by the view
/// models that it builds from each report.
final class ScreenFormatters {
  let day = DayFormatter()
  let shortDay = ShortDayFormatter()
  let temperature: TemperatureFormatter
  let windSpeed: WindSpeedFormatter

  init(units: Units) {
    temperature = TemperatureFormatter(units: units)
    windSpeed = WindSpeedFormatter(units: units)
  }
}
