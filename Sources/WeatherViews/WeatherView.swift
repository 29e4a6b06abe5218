/// The weather screen's view: its labels, icon and prompt, laid out like the storyboard of
/// Kodeco's tutorial.
///
/// `WeatherView` is a ``ScreenView``: any change below it marks it dirty, and it draws one
/// ``Frame`` when its ``DisplayScheduler`` says so. Every variant's controller drives this
/// same view: MVC, MVVM with `Box`, and MVVM with Observation.
///
/// ```swift
/// let view = WeatherView()
/// view.onDisplay = { frame in print(frame.text + "\n") }
/// view.locationLabel.text = "Loading…"
/// ```
@MainActor
public final class WeatherView: ScreenView {
  /// The place's name, "Loading…" or "Not found".
  public let locationLabel = Label()
  /// The day of the observation, such as "Monday, Aug 28".
  public let dateLabel = Label()
  /// The condition's picture.
  public let iconView = ImageView()
  /// The condition and temperature, such as "Broken clouds - 72℉".
  public let summaryLabel = Label()
  /// The forecast summary, such as "Summary: Broken clouds".
  public let forecastSummaryLabel = Label()
  /// The apparent temperature, such as "Feels like 70℉".
  public let feelsLikeLabel = Label()
  /// The day's range, such as "Min 60℉ · Max 75℉".
  public let minMaxLabel = Label()
  /// The wind, such as "Wind 8 mph".
  public let windLabel = Label()
  /// What went wrong, if anything: the screen's one error line.
  public let errorLabel = Label()
  /// Creates the screen's view.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns; at least ``ScreenView/minimumWidth``.
  ///   - scheduler: When dirty frames are drawn.
  public init(width: Int = WeatherView.defaultWidth, scheduler: DisplayScheduler = .mainQueue) {
    super.init(width: width, scheduler: scheduler, promptTitle: "Change location ›")
    for child: View in [
      locationLabel, dateLabel, iconView, summaryLabel, forecastSummaryLabel, feelsLikeLabel,
      minMaxLabel, windLabel, errorLabel,
    ] {
      addSubview(child)
    }
  }

  /// Draws the current state as a frame, without touching the dirty flag.
  ///
  /// A place name or an error too long for one line wraps onto further lines, up to
  /// ``ScreenView/maximumWrappedLines``; the details beside the icon are cut with "…" to keep their rows.
  /// Suggestions, when there are any, are listed under the prompt, and the footnote sits in the
  /// bottom border when it fits there.
  ///
  /// - Returns: Lines of exactly ``ScreenView/width`` columns inside a rounded Unicode box.
  public override func render() -> Frame {
    var frame = FrameBuilder(width: width)
    let textColumns = frame.inner - Image.width - 2
    func row(_ text: String) { frame.row(text) }
    func rule(_ left: String, _ right: String) { frame.rule(left, right) }
    func clean(_ label: Label) -> String { TerminalText.sanitize(label.text) }

    rule("╭", "╮")
    frame.wrapped(clean(locationLabel))
    row(clean(dateLabel))
    rule("├", "┤")
    let picture = iconView.image?.lines ?? []
    let details = [summaryLabel, forecastSummaryLabel, feelsLikeLabel, minMaxLabel, windLabel]
    for index in 0..<Image.height {
      let art = index < picture.count ? picture[index] : ""
      let icon = TextWidth.pad(art, columns: Image.width)
      row(icon + "  " + TextWidth.fit(clean(details[index]), columns: textColumns))
    }
    rule("├", "┤")
    let error = clean(errorLabel)
    let errorLine = error.isEmpty ? nil : frame.lines.count
    if !error.isEmpty { frame.wrapped(error, indent: "! ") }
    return frame.finish(
      notice: noticeLabel, prompt: prompt, footnote: footnoteLabel, errorLine: errorLine)
  }
}
