import DeclarativeViews
import WeatherCore
import WeatherObservationViewModels
import WeatherPresentation
import WeatherScreens
import WeatherViews

/// The icon and, beside it, the conditions, one line each, cut to fit; blank while there are
/// none.
///
/// Equal conditions draw the same lines, so a change to the screen that leaves the conditions
/// alone, such as "Loading…" above them, does not evaluate this body.
struct CurrentConditions: DeclaredView, Equatable {
  let conditions: CurrentConditionsViewModel?

  var body: some DeclaredView {
    HStack(alignment: .top, spacing: 2) {
      WeatherIcon(name: conditions?.icon ?? "")
      VStack(alignment: .leading) {
        Text(conditions?.summary ?? "")
        Text(conditions?.forecastSummary ?? "")
        Text(conditions?.feelsLike ?? "")
        Text(conditions?.minMax ?? "")
        Text(conditions?.wind ?? "")
      }
      .lineLimit(1)
    }
  }
}

/// The days ahead, in an area as tall as the most days shown whatever it shows, so the frame
/// keeps its shape: a line that says why there are none, "Loading…" while the first report
/// loads, or a row for each day with their temperatures lined up in a column as wide as the
/// widest, and a line under them when they are fewer than the rows.
struct Forecast: DeclaredView, Equatable {
  let forecast: ForecastViewModel?
  let isLoading: Bool

  var body: some DeclaredView {
    let days = forecast?.days ?? []
    let message = TerminalText.sanitize(forecast?.message ?? "")
    VStack(alignment: .leading) {
      if !message.isEmpty {
        Text(message).lineLimit(1)
      } else if isLoading && days.isEmpty {
        ProgressView(ScreenWording.forecastLoading)
      } else {
        let temperatureColumns =
          days.map { TextWidth.columns(in: TerminalText.sanitize($0.temperatures)) }.max() ?? 0
        ForEach(0..<days.count, id: \.self) { index in
          ForecastDay(day: days[index], temperatureColumns: temperatureColumns)
        }
        if !days.isEmpty, days.count < ForecastViewModel.dayCount {
          Text(ScreenWording.shortForecast(days: days.count)).lineLimit(1)
        }
      }
    }
    .frame(height: ForecastViewModel.dayCount, alignment: .topLeading)
  }
}

/// One day: "Tue 1  ☂ Light rain          41℉ / 55℉", the condition cut first.
struct ForecastDay: DeclaredView, Equatable {
  let day: ForecastDayViewModel
  let temperatureColumns: Int

  /// The columns of the day: "Wed 30" is the widest.
  static let dayColumns = 6

  var body: some DeclaredView {
    HStack {
      Text(day.day).frame(width: Self.dayColumns, alignment: .leading)
      Text(glyph(named: day.icon))
      Text(day.summary).frame(maxWidth: .infinity, alignment: .leading)
      if temperatureColumns > 0 {
        Text(day.temperatures).frame(width: temperatureColumns, alignment: .trailing)
      }
    }
    .lineLimit(1)
  }
}
