import Testing
import WeatherScreens
import WeatherViews

@MainActor
@Suite("ForecastView")
struct ForecastViewTests {
  /// Fills the rows with the days of a week in Apia, as a controller would.
  func fillDays(_ view: WeatherView, count: Int = ForecastView.rowCount) {
    let days = [
      ("Tue 1", "c02d", "Scattered clouds", "75℉ / 95℉"),
      ("Wed 2", "c04d", "Overcast clouds", "72℉ / 91℉"),
      ("Thu 3", "r02d", "Moderate rain", "74℉ / 92℉"),
      ("Fri 4", "c01d", "Clear sky", "71℉ / 88℉"),
      ("Sat 5", "t01d", "Thunderstorm with light rain", "-10°C / -3°C"),
    ]
    for (row, day) in zip(view.forecastView.dayViews, days.prefix(count)) {
      row.dayLabel.text = day.0
      row.glyphView.glyph = Glyph(named: day.1)
      row.summaryLabel.text = day.2
      row.temperatureLabel.text = day.3
    }
  }

  /// The lines of the forecast area: the five after the second rule.
  func forecastLines(_ frame: Frame) -> [String] {
    let rules = frame.lines.indices.filter { frame.lines[$0].hasPrefix("├") }
    return Array(frame.lines[(rules[1] + 1)..<rules[2]])
  }

  func row(_ text: String, width: Int = WeatherView.defaultWidth) -> String {
    "│ " + TextWidth.pad(text, columns: width - 4) + " │"
  }

  @Test(
    "one row for each day: day, glyph, condition, and the temperatures flush right in one column")
  func rows() {
    let view = WeatherView(scheduler: .manual)
    fillDays(view)
    #expect(
      forecastLines(view.render()) == [
        row("Tue 1  ◐ Scattered clouds              75℉ / 95℉"),
        row("Wed 2  ☁ Overcast clouds               72℉ / 91℉"),
        row("Thu 3  ☂ Moderate rain                 74℉ / 92℉"),
        row("Fri 4  ☼ Clear sky                     71℉ / 88℉"),
        row("Sat 5  ϟ Thunderstorm with light r… -10°C / -3°C"),
      ])
  }

  @Test("the area keeps its five rows, whatever it shows")
  func fixedHeight() {
    let empty = WeatherView(scheduler: .manual)
    let loading = WeatherView(scheduler: .manual)
    loading.forecastView.activityIndicator.startAnimating()
    let twoDays = WeatherView(scheduler: .manual)
    fillDays(twoDays, count: 2)
    let message = WeatherView(scheduler: .manual)
    message.forecastView.messageLabel.text = "Forecast unavailable: no days ahead"
    let frames = [empty, loading, twoDays, message].map { $0.render() }
    #expect(Set(frames.map(\.lines.count)).count == 1)
    #expect(frames.allSatisfy { forecastLines($0).count == ForecastView.rowCount })
    #expect(forecastLines(frames[1])[0] == row("Loading…"))
    #expect(forecastLines(frames[2])[2] == row("Only 2 whole days in this forecast"))
    #expect(forecastLines(frames[2])[3] == row(""))
  }

  @Test("fewer days than rows are followed by one line that says how many the forecast has")
  func fewerDays() {
    for count in 1..<ForecastView.rowCount {
      let view = WeatherView(scheduler: .manual)
      fillDays(view, count: count)
      let lines = forecastLines(view.render())
      #expect(lines.prefix(count).allSatisfy { $0 != row("") })
      let noun = count == 1 ? "day" : "days"
      #expect(lines[count] == row("Only \(count) whole \(noun) in this forecast"))
      #expect(lines.dropFirst(count + 1).allSatisfy { $0 == row("") })
    }
    let full = WeatherView(scheduler: .manual)
    fillDays(full)
    #expect(!forecastLines(full.render()).contains { $0.contains("whole") })
  }

  @Test("\"Loading…\" only while there is nothing else to show")
  func loading() {
    let view = WeatherView(scheduler: .manual)
    view.forecastView.activityIndicator.startAnimating()
    #expect(forecastLines(view.render())[0] == row("Loading…"))
    fillDays(view)
    #expect(forecastLines(view.render())[0].contains("Tue 1"))
    view.forecastView.activityIndicator.stopAnimating()
    for day in view.forecastView.dayViews {
      day.dayLabel.text = ""
      day.glyphView.glyph = nil
      day.summaryLabel.text = ""
      day.temperatureLabel.text = ""
    }
    #expect(forecastLines(view.render()).allSatisfy { $0 == row("") })
  }

  @Test("the message takes one line, cut with \"…\", in place of the days")
  func message() {
    let view = WeatherView(scheduler: .manual)
    fillDays(view)
    view.forecastView.messageLabel.text =
      "Forecast unavailable: too many requests (HTTP 429); try again later"
    let lines = forecastLines(view.render())
    #expect(lines[0] == row("Forecast unavailable: too many requests (HTTP 4…"))
    #expect(lines.dropFirst().allSatisfy { $0 == row("") })
  }

  @Test("at the minimum width the condition is cut first and the numbers stay whole")
  func narrow() {
    let width = WeatherView.minimumWidth
    let view = WeatherView(width: width, scheduler: .manual)
    fillDays(view, count: 2)
    let lines = forecastLines(view.render())
    #expect(lines[0] == row("Tue 1  ◐ Scattere… 75℉ / 95℉", width: width))
    #expect(lines[1] == row("Wed 2  ☁ Overcast… 72℉ / 91℉", width: width))
    #expect(lines.allSatisfy { TextWidth.columns(in: $0) == width })
  }

  @Test("every glyph takes one column, and each condition family has its own")
  func glyphs() throws {
    let ids = ["c01d", "c01n", "c02d", "c03d", "a05d", "r02d", "s01d", "t01d", "zz9d"]
    let glyphs = try ids.map { try #require(Glyph(named: $0)).text }
    #expect(glyphs.allSatisfy { TextWidth.columns(in: $0) == 1 })
    #expect(Set(glyphs).count == ids.count)
    #expect(Glyph(named: "") == nil)
  }

  @Test("a full weather frame fits a terminal of 80 × 24, with an error and three suggestions")
  func fitsEightyByTwentyFour() {
    let view = WeatherView(width: 76, scheduler: .manual)
    view.locationLabel.text = "Apia, Samoa"
    view.currentConditionsView.dateLabel.text = "Monday, Nov 30"
    view.currentConditionsView.iconView.image = Image(named: "c01n")
    fillDays(view)
    view.errorLabel.text = "Weather unavailable: server error (HTTP 503); try again later"
    view.noticeLabel.text = "Unknown command: :frobnicate"
    view.footnoteLabel.text = "Sample weather (offline)"
    view.prompt.suggestions = ["Paris, France", "Paris, TX", "Paris, TN"]
    let frame = view.render()
    #expect(frame.lines.count <= 24)
    #expect(frame.lines.allSatisfy { TextWidth.columns(in: $0) <= 80 })
  }
}
