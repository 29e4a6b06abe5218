import WeatherCore

/// The formatters of one weather screen, made once for its units and shared by the view
/// models that it builds from each report. `package`, not `public`: only this package's view
/// models build children from a report.
package final class ScreenFormatters {
  package let day = DayFormatter()
  package let shortDay = ShortDayFormatter()
  package let temperature: TemperatureFormatter
  package let windSpeed: WindSpeedFormatter

  package init(units: Units) {
    temperature = TemperatureFormatter(units: units)
    windSpeed = WindSpeedFormatter(units: units)
  }
}
