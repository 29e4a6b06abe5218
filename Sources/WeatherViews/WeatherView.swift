import Observation

/// The weather screen's view: its labels, icon and prompt, laid out like the storyboard of
/// Kodeco's tutorial.
///
/// `WeatherView` is the root of its views and owns the display cycle. Each pass of the cycle
/// first runs its ``viewController``'s ``ViewController/updateProperties()`` if that was asked
/// for, then draws one ``Frame`` if anything below it changed; its ``DisplayScheduler`` says
/// when a pass runs. All three controllers (MVC, MVVM with `Box`, MVVM with Observation) drive
/// this same view.
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
  /// A short note in the frame's bottom border, such as "Sample weather (offline)"; empty
  /// for none.
  public let footnoteLabel = Label()

  /// The width of every frame, in terminal columns, at least ``minimumWidth``; changing it
  /// redraws the screen at the new width.
  public var width: Int {
    didSet {
      width = max(width, WeatherView.minimumWidth)
      if width != oldValue { setNeedsDisplay() }
    }
  }
  /// Whether a change is waiting to be drawn.
  public private(set) var needsDisplay = false
  /// Whether the view controller's properties wait to be updated in the next pass.
  public private(set) var needsUpdateProperties = false
  /// Receives each frame that is drawn.
  public var onDisplay: (@MainActor (Frame) -> Void)?

  /// The controller whose ``ViewController/updateProperties()`` each pass runs, as a window
  /// runs its root view controller's. Setting it asks for an update, so that the first pass
  /// after it shows what the controller reads.
  public weak var viewController: (any ViewController)? {
    didSet { setNeedsUpdateProperties() }
  }

  private let scheduler: DisplayScheduler
  private var isPassScheduled = false

  /// The narrowest frame that still shows an icon beside its text.
  public nonisolated static let minimumWidth = 32
  /// The width used unless told otherwise: plain mode's default, so output is stable.
  public nonisolated static let defaultWidth = 52
  /// The most lines that a place name or an error takes; text beyond them is cut with "…".
  public nonisolated static let maximumWrappedLines = 3
  /// The most suggestions shown under the prompt.
  public nonisolated static let maximumSuggestions = 3

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
      minMaxLabel, windLabel, errorLabel, prompt, footnoteLabel,
    ] {
      addSubview(child)
    }
  }

  // MARK: The display cycle
  //
  // As in UIKit, a change does not draw: it asks for a pass, and the first request in a turn
  // of the run loop schedules the one pass that serves every request of that turn. A pass
  // updates properties first, so the views it sets are drawn in the same pass.

  /// Marks the screen dirty and, on the first request in a turn, schedules one pass.
  public override func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    schedulePass()
  }

  /// Asks the next pass to run the view controller's ``ViewController/updateProperties()``,
  /// and on the first request in a turn schedules that pass.
  public override func setNeedsUpdateProperties() {
    guard !needsUpdateProperties else { return }
    needsUpdateProperties = true
    schedulePass()
  }

  private func schedulePass() {
    guard !isPassScheduled else { return }
    isPassScheduled = true
    scheduler.schedule { [weak self] in self?.runScheduledPass() }
  }

  private func runScheduledPass() {
    // Still marked as scheduled while it runs, so the labels that the update sets are drawn
    // by this pass instead of asking for another.
    displayIfNeeded()
    isPassScheduled = false
    // What a frame's receiver changed has not been drawn: it gets a pass of its own.
    if needsUpdateProperties || needsDisplay { schedulePass() }
  }

  /// Runs the view controller's ``ViewController/updateProperties()`` now if an update was
  /// asked for, and tracks what it reads.
  ///
  /// This is the dependency tracking that UIKit does for `updateProperties()` since iOS 26,
  /// and SwiftUI for a view's `body`. `withObservationTracking` runs the update and records
  /// every `@Observable` property it reads. When one of them changes, Observation calls
  /// `onChange`, once, and that asks for another pass. That pass reads again and so tracks
  /// again: what is tracked is always what the latest update read, so a property that the
  /// update stopped reading no longer causes passes.
  public func updatePropertiesIfNeeded() {
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    guard let viewController else { return }
    withObservationTracking {
      viewController.updateProperties()
    } onChange: { [weak self] in
      // Observation calls this inside the setter of the first tracked property to change,
      // before the new value is stored: an update run here would read the old value, so it
      // only asks for the next pass. Invariant: what an update reads changes on the main
      // actor (a `@MainActor` view model's properties can change nowhere else), so this runs
      // on the main actor, synchronously, and the pass is scheduled in the same turn as the
      // change, exactly where a `Box` binding would have scheduled its draw.
      MainActor.assumeIsolated {
        ViewActivity.countTrackedChange()
        self?.setNeedsUpdateProperties()
      }
    }
  }

  /// Runs a pass now: updates the view controller's properties if asked to, then draws a
  /// frame if the screen is dirty, and hands it to ``onDisplay``.
  public func displayIfNeeded() {
    updatePropertiesIfNeeded()
    guard needsDisplay else { return }
    needsDisplay = false
    onDisplay?(render())
  }

  /// Draws the current state as a frame, without touching the dirty flag.
  ///
  /// A place name or an error too long for one line wraps onto further lines, up to
  /// ``maximumWrappedLines``; the details beside the icon are cut with "…" to keep their rows.
  /// Suggestions, when there are any, are listed under the prompt, and the footnote sits in the
  /// bottom border when it fits there.
  ///
  /// - Returns: Lines of exactly ``width`` columns inside a rounded Unicode box.
  public func render() -> Frame {
    let inner = width - 4
    let textColumns = inner - Image.width - 2
    var lines: [String] = []
    func row(_ text: String) { lines.append("│ " + TextWidth.pad(text, columns: inner) + " │") }
    func wrapped(_ text: String, indent: String = "") {
      let room = inner - TextWidth.columns(in: indent)
      for (index, line) in TextWidth.wrap(
        text, columns: room, maximumLines: Self.maximumWrappedLines
      )
      .enumerated() {
        row((index == 0 ? indent : String(repeating: " ", count: indent.count)) + line)
      }
    }
    func rule(_ left: String, _ right: String, note: String = "") {
      let fill = width - 2
      let noteText = note.isEmpty ? "" : " " + note + " ─"
      guard !noteText.isEmpty, TextWidth.columns(in: noteText) + 2 <= fill else {
        lines.append(left + String(repeating: "─", count: fill) + right)
        return
      }
      let dashes = fill - TextWidth.columns(in: noteText)
      lines.append(left + String(repeating: "─", count: dashes) + noteText + right)
    }
    func clean(_ label: Label) -> String { TerminalText.sanitize(label.text) }

    rule("╭", "╮")
    wrapped(clean(locationLabel))
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
    if !error.isEmpty { wrapped(error, indent: "! ") }
    let (promptText, column) = promptRow(inner: inner)
    let promptLine = lines.count
    row(promptText)
    for suggestion in prompt.suggestions.prefix(Self.maximumSuggestions) {
      row("  " + TextWidth.fit(TerminalText.sanitize(suggestion), columns: inner - 2))
    }
    rule("╰", "╯", note: clean(footnoteLabel))
    return Frame(
      lines: lines, promptLine: promptLine, promptColumn: 2 + column, errorLine: errorLine)
  }

  /// The prompt's row, and the cursor's column in it: the typed text around the cursor,
  /// cut with "…" on either side when it is too long, so that the cursor stays in view.
  private func promptRow(inner: Int) -> (text: String, cursorColumn: Int) {
    let head = prompt.title + " "
    let room = inner - TextWidth.columns(in: head)
    let characters = Array(prompt.text)
    let cursor = min(prompt.cursor, characters.count)
    // Each side is cleaned alone, so that the cursor keeps its place between them.
    let before = TerminalText.sanitize(String(characters[..<cursor]))
    let after = TerminalText.sanitize(String(characters[cursor...]))
    let beforeColumns = TextWidth.columns(in: before)
    let afterColumns = TextWidth.columns(in: after)
    if beforeColumns + afterColumns <= room {
      return (head + before + after, min(TextWidth.columns(in: head) + beforeColumns, inner))
    }
    // Keep the end of what comes before the cursor, and as much after it as still fits.
    let shownBefore = TextWidth.fitTail(before, columns: room - min(afterColumns, room / 3))
    let shownAfter = TextWidth.fit(after, columns: room - TextWidth.columns(in: shownBefore))
    let column = TextWidth.columns(in: head) + TextWidth.columns(in: shownBefore)
    return (head + shownBefore + shownAfter, min(column, inner))
  }
}
