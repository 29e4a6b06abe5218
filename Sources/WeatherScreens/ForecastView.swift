import WeatherViews

/// The days ahead on the weather screen: a row for each day, or one line that says why there are
/// none.
///
/// Its height is fixed at ``rowCount`` rows whatever it shows, so the frame keeps its shape
/// while the weather loads and when the forecast fails. Fewer days than rows are followed by
/// a line that says so (``shortForecastLine(days:)``). When ``messageLabel`` has text, the
/// area shows that line alone; while ``activityIndicator`` animates and there is neither a
/// message nor a day to show, it says "Loading…". Days that are on screen stay while the next
/// place loads, as the current conditions above them do.
///
/// ```swift
/// let forecast = ForecastView()
/// forecast.activityIndicator.startAnimating()  // "Loading…"
/// forecast.dayViews[0].dayLabel.text = "Tue 1"
/// ```
@MainActor
public final class ForecastView: View {
  /// The number of rows of the area, and so the most days it shows.
  public nonisolated static let rowCount = 5

  /// One line instead of the days, such as why the forecast is missing; empty for none.
  public let messageLabel = Label()
  /// Spins while the weather loads.
  public let activityIndicator = ActivityIndicatorView()
  /// A view a row, top to bottom; a row whose labels are empty draws as a blank line.
  public let dayViews: [ForecastDayView]

  /// Creates the area with ``rowCount`` empty rows.
  public override init() {
    dayViews = (0..<ForecastView.rowCount).map { _ in ForecastDayView() }
    super.init()
    addSubview(messageLabel)
    addSubview(activityIndicator)
    for day in dayViews { addSubview(day) }
  }

  /// The area's rows, each exactly `columns` wide.
  ///
  /// A row reads day, glyph, condition, and the temperatures flush right in a column as wide
  /// as the widest of them, so that the numbers line up; the condition is cut with "…" first.
  func lines(columns: Int) -> [String] {
    var message = TerminalText.sanitize(messageLabel.text)
    if message.isEmpty, activityIndicator.isAnimating, dayViews.allSatisfy(\.isEmpty) {
      message = ScreenWording.forecastLoading
    }
    if !message.isEmpty {
      let first = TextWidth.pad(message, columns: columns)
      let blank = String(repeating: " ", count: max(columns, 0))
      return [first] + Array(repeating: blank, count: ForecastView.rowCount - 1)
    }
    let temperatures = dayViews.map { TerminalText.sanitize($0.temperatureLabel.text) }
    let temperatureColumns = temperatures.map(TextWidth.columns(in:)).max() ?? 0
    var rows = zip(dayViews, temperatures).map { day, temperature in
      day.line(
        columns: columns, temperature: temperature, temperatureColumns: temperatureColumns)
    }
    let days = dayViews.prefix { !$0.isEmpty }.count
    if days > 0, days < rows.count {
      rows[days] = TextWidth.pad(Self.shortForecastLine(days: days), columns: columns)
    }
    return rows
  }

  /// The line under the days when they are fewer than the rows
  /// (``ScreenWording/shortForecast(days:)``).
  ///
  /// - Parameter days: The days shown, fewer than ``rowCount``.
  /// - Returns: Such as "Only 4 whole days in this forecast".
  public nonisolated static func shortForecastLine(days: Int) -> String {
    ScreenWording.shortForecast(days: days)
  }
}

/// One day of the forecast: "Tue 1  ☂ Light rain          41℉ / 55℉".
///
/// ```swift
/// let row = ForecastDayView()
/// row.dayLabel.text = "Tue 1"
/// row.glyphView.glyph = Glyph(named: "r01d")
/// ```
@MainActor
public final class ForecastDayView: View {
  /// The short weekday and the day of the month, such as "Tue 1".
  public let dayLabel = Label()
  /// The condition, in one column.
  public let glyphView = GlyphView()
  /// The condition in a few words, such as "Light rain".
  public let summaryLabel = Label()
  /// The low and the high, such as "41℉ / 55℉".
  public let temperatureLabel = Label()

  /// The columns of the day: "Wed 30" is the widest.
  nonisolated static let dayColumns = 6

  /// Creates an empty row.
  public override init() {
    super.init()
    for child: View in [dayLabel, glyphView, summaryLabel, temperatureLabel] {
      addSubview(child)
    }
  }

  /// Whether the row has nothing to show.
  var isEmpty: Bool {
    dayLabel.text.isEmpty && summaryLabel.text.isEmpty && temperatureLabel.text.isEmpty
  }

  /// The row, exactly `columns` wide, with `temperature` flush right in its column.
  func line(columns: Int, temperature: String, temperatureColumns: Int) -> String {
    let day = TerminalText.sanitize(dayLabel.text)
    let summary = TerminalText.sanitize(summaryLabel.text)
    guard !day.isEmpty || !summary.isEmpty || !temperature.isEmpty else {
      return TextWidth.pad("", columns: columns)
    }
    let glyph = glyphView.glyph?.text ?? " "
    let head = TextWidth.pad(day, columns: Self.dayColumns) + " " + glyph + " "
    let tail = temperatureColumns > 0 ? " " + rightAligned(temperature, temperatureColumns) : ""
    let room = columns - TextWidth.columns(in: head) - TextWidth.columns(in: tail)
    guard room >= 0 else { return TextWidth.pad(head + summary, columns: columns) }
    return head + TextWidth.pad(summary, columns: room) + tail
  }

  private func rightAligned(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - TextWidth.columns(in: text), 0)) + text
  }
}
