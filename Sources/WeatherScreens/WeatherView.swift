import WeatherViews

/// The weather screen's view: the place's name, the current conditions laid out like the
/// storyboard of Kodeco's tutorial, the days ahead under them as in Cocoacasts' Thunderstorm,
/// and the prompt.
///
/// `WeatherView` is a ``ScreenView``: any change below it marks it dirty, and it draws one
/// ``Frame`` when its ``DisplayScheduler`` says so. Every variant drives this same view: a
/// controller that writes its labels (MVC), binds boxes to them (MVVM with `Box`) or copies its
/// view model into them in `updateProperties()` (MVVM with Observation), or the declarative
/// layer's host, whose declared views' leaves write them (declarative).
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
  /// The current conditions: the day, the icon and the details beside it.
  public let currentConditionsView = CurrentConditionsView()
  /// The days ahead, under the current conditions.
  public let forecastView = ForecastView()
  /// What went wrong, if anything: the screen's one error line.
  public let errorLabel = Label()
  /// Creates the screen's view.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns; at least ``ScreenView/minimumWidth``.
  ///   - scheduler: When dirty frames are drawn.
  public init(width: Int = WeatherView.defaultWidth, scheduler: DisplayScheduler = .mainQueue) {
    super.init(width: width, scheduler: scheduler, promptTitle: ScreenWording.weatherPrompt)
    for child: View in [locationLabel, currentConditionsView, forecastView, errorLabel] {
      addSubview(child)
    }
  }

  /// Draws the current state as a frame, without touching the dirty flag.
  ///
  /// A place name or an error too long for one line wraps onto further lines, up to
  /// ``ScreenView/maximumWrappedLines``; the details beside the icon and the rows of the
  /// forecast are cut with "…" to keep their rows. Suggestions, when there are any, are listed
  /// under the prompt, and the footnote sits in the bottom border when it fits there.
  ///
  /// - Returns: Lines of exactly ``ScreenView/width`` columns inside a rounded Unicode box.
  public override func render() -> Frame {
    var frame = FrameBuilder(width: width)
    let current = currentConditionsView
    let textColumns = frame.inner - Image.width - 2
    func row(_ text: String) { frame.row(text) }
    func rule(_ left: String, _ right: String) { frame.rule(left, right) }
    func clean(_ label: Label) -> String { TerminalText.sanitize(label.text) }

    rule("╭", "╮")
    frame.wrapped(clean(locationLabel))
    row(clean(current.dateLabel))
    rule("├", "┤")
    let picture = current.iconView.image?.lines ?? []
    let details = current.details
    for index in 0..<Image.height {
      let art = index < picture.count ? picture[index] : ""
      let icon = TextWidth.pad(art, columns: Image.width)
      row(icon + "  " + TextWidth.fit(clean(details[index]), columns: textColumns))
    }
    rule("├", "┤")
    for line in forecastView.lines(columns: frame.inner) { row(line) }
    rule("├", "┤")
    let error = clean(errorLabel)
    let errorLine = error.isEmpty ? nil : frame.lines.count
    if !error.isEmpty { frame.wrapped(error, indent: "! ") }
    return frame.finish(
      notice: noticeLabel, prompt: prompt, footnote: footnoteLabel, errorLine: errorLine)
  }
}
