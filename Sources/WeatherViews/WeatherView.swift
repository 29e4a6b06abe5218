/// The weather screen's view: its labels, icon and prompt, laid out like the storyboard of
/// Kodeco's tutorial.
///
/// `WeatherView` is the root of its views and owns the display cycle: any change below it
/// marks it dirty, and it draws one ``Frame`` when its ``DisplayScheduler`` says so. Both
/// the MVC and the MVVM controller drive this same view.
///
/// ```swift
/// let view = WeatherView()
/// view.onDisplay = { frame in print(frame.text + "\n") }
/// view.locationLabel.text = "Loading…"
/// ```
@MainActor
public final class WeatherView: View {
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
  /// The "Change location ›" prompt.
  public let prompt = PromptView()

  /// The width of every frame, in terminal columns.
  public let width: Int
  /// Whether a change is waiting to be drawn.
  public private(set) var needsDisplay = false
  /// Receives each frame that is drawn.
  public var onDisplay: (@MainActor (Frame) -> Void)?

  private let scheduler: DisplayScheduler

  /// The narrowest frame that still shows an icon beside its text.
  public nonisolated static let minimumWidth = 32
  /// The width used unless told otherwise; plain mode always uses it, so output is stable.
  public nonisolated static let defaultWidth = 52

  /// Creates the screen's view.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns; at least ``minimumWidth``.
  ///   - scheduler: When dirty frames are drawn.
  public init(width: Int = WeatherView.defaultWidth, scheduler: DisplayScheduler = .mainQueue) {
    self.width = max(width, WeatherView.minimumWidth)
    self.scheduler = scheduler
    super.init()
    for child: View in [
      locationLabel, dateLabel, iconView, summaryLabel, forecastSummaryLabel, feelsLikeLabel,
      minMaxLabel, windLabel, errorLabel, prompt,
    ] {
      addSubview(child)
    }
  }

  /// Marks the screen dirty and, on the first change in a turn, schedules one draw.
  public override func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    scheduler.schedule { [weak self] in self?.displayIfNeeded() }
  }

  /// Draws a frame now if the screen is dirty, and hands it to ``onDisplay``.
  public func displayIfNeeded() {
    guard needsDisplay else { return }
    needsDisplay = false
    onDisplay?(render())
  }

  /// Draws the current state as a frame, without touching the dirty flag.
  ///
  /// - Returns: Lines of exactly ``width`` columns inside a rounded Unicode box.
  public func render() -> Frame {
    let inner = width - 4
    let textColumns = inner - Image.width - 2
    var lines: [String] = []
    func row(_ text: String) { lines.append("│ " + TextWidth.pad(text, columns: inner) + " │") }
    func rule(_ left: String, _ right: String) {
      lines.append(left + String(repeating: "─", count: width - 2) + right)
    }
    func clean(_ label: Label) -> String { TerminalText.sanitize(label.text) }

    rule("╭", "╮")
    row(clean(locationLabel))
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
    let errorLine = error.isEmpty ? nil : lines.count
    if !error.isEmpty { row("! " + error) }
    let room = inner - TextWidth.columns(in: prompt.title) - 1
    let typed = TextWidth.fitTail(TerminalText.sanitize(prompt.text), columns: room)
    let promptText = prompt.title + " " + typed
    let promptLine = lines.count
    row(promptText)
    rule("╰", "╯")
    let column = 2 + min(TextWidth.columns(in: promptText), inner)
    return Frame(
      lines: lines, promptLine: promptLine, promptColumn: column, errorLine: errorLine)
  }
}
