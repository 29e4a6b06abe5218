import Foundation
import WeatherCore

extension WeatherbitService {
  /// How many days the forecast asks for: today and six days ahead.
  static let forecastDays = 7

  /// The current conditions and the days ahead, from two requests sent at once.
  ///
  /// The forecast runs as a child task, so the report's cancellation reaches it, and a current
  /// request that throws leaves the scope and with it cancels the forecast request. Either way
  /// the request ends through `LiveHTTP.fetch`, which never cancels a data task from inside a
  /// cancellation handler.
  func report(at location: Location, units: Units) async throws -> WeatherReport {
    async let days = forecast(at: location, units: units)
    let now = try await current(at: location, units: units)
    let forecast = try await days
    return WeatherReport(
      current: now.takingRange(from: forecast, in: location.timeZone), forecast: forecast)
  }

  /// The days ahead, or the `ServiceError` that a current request would have thrown in their
  /// place.
  ///
  /// - Throws: `CancellationError` only: a cancelled report has no forecast to show.
  func forecast(at location: Location, units: Units) async throws(CancellationError) -> Result<
    [DailyForecast], ServiceError
  > {
    try await LiveHTTP.result {
      let body = try await body(
        path: "/v2.0/forecast/daily", location: location, units: units,
        extra: [("days", String(Self.forecastDays))])
      let response = try LiveHTTP.decode(WeatherbitForecastResponse.self, from: body)
      return try response.days(units: units)
    }
  }
}

extension WeatherData {
  /// This observation with its day's range from `forecast`, when the forecast has the day on
  /// which it was made at the place; otherwise unchanged.
  fileprivate func takingRange(
    from forecast: Result<[DailyForecast], ServiceError>, in zone: TimeZone
  ) -> WeatherData {
    let observed = LocalDate(observationTime, in: zone)
    guard case .success(let days) = forecast, let today = days.first(where: { $0.date == observed })
    else { return self }
    var data = self
    data.minTemperature = today.low
    data.maxTemperature = today.high
    return data
  }
}

/// `/v2.0/forecast/daily`'s answer.
struct WeatherbitForecastResponse: Decodable {
  var data: [Day]

  struct Day: Decodable {
    /// "2017-08-28": the day at the place, midnight to midnight in its time zone.
    var validDate: String
    /// In °C for `units=M`, in ℉ for `units=I`, like `maximum`.
    var minimum: Double
    var maximum: Double
    /// The chance of precipitation in percent.
    var precipitationChance: Double?
    var weather: WeatherbitCurrentResponse.Weather

    enum CodingKeys: String, CodingKey {
      case weather
      case validDate = "valid_date"
      case minimum = "min_temp"
      case maximum = "max_temp"
      case precipitationChance = "pop"
    }
  }

  /// The days, in the order sent.
  ///
  /// - Throws: `ServiceError.noData` for `data: []`, `ServiceError.malformed` naming the field
  ///   of an unreadable date or chance.
  func days(units: Units) throws(ServiceError) -> [DailyForecast] {
    guard !data.isEmpty else { throw .noData }
    var days: [DailyForecast] = []
    for (index, day) in data.enumerated() {
      guard let date = LiveHTTP.localDate(day.validDate) else {
        throw .malformed("bad data[\(index)].valid_date")
      }
      days.append(
        DailyForecast(
          date: date,
          condition: WeatherCondition(
            code: day.weather.code, description: day.weather.description,
            iconID: day.weather.icon),
          low: day.minimum, high: day.maximum,
          precipitationChance: try LiveHTTP.chance(
            day.precipitationChance, field: "data[\(index)].pop"),
          units: units))
    }
    return days
  }
}
