import Observation

/// The root view of one screen: it owns the display cycle, the prompt and the notice line.
///
/// Each pass of the display cycle first runs its ``viewController``'s
/// ``ViewController/updateProperties()`` if that was asked for, then draws one ``Frame`` if
/// anything below it changed; its ``DisplayScheduler`` says when a pass runs. The two screens'
/// views, `WeatherView` and `LocationsView`, are screen views (in WeatherScreens); the app shows
/// one at a time, as a navigation controller does.
///
/// ```swift
/// let view = WeatherView()
/// view.onDisplay = { frame in print(frame.text + "\n") }
/// view.noticeLabel.text = "Unknown command: :frobnicate"
/// ```
@MainActor
open class ScreenView: View {
  /// The line where the prompt takes input.
  public let prompt: PromptView
  /// A line for the app itself, above the prompt, such as "Unknown command: :x"; the screen's
  /// controller never writes it.
  public let noticeLabel = Label()
  /// A short note in the frame's bottom border, such as "Sample weather (offline)"; empty
  /// for none. Like the notice, it belongs to the app, not to the screen's controller.
  public let footnoteLabel = Label()

  /// The width of every frame, in terminal columns, at least ``minimumWidth``; changing it
  /// redraws the screen at the new width.
  public var width: Int {
    didSet {
      width = max(width, ScreenView.minimumWidth)
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
  /// The most lines that a wrapped text (a place name, an error) takes; text beyond them is
  /// cut with "…".
  public nonisolated static let maximumWrappedLines = 3
  /// The most lines that a message of the app takes (a notice, or the list's word on its
  /// file), longer than ``maximumWrappedLines`` because such a message may name a file.
  public nonisolated static let maximumMessageLines = 6
  /// The most suggestions shown under the prompt.
  public nonisolated static let maximumSuggestions = 3

  /// Creates the screen's root view.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns; at least ``minimumWidth``.
  ///   - scheduler: When dirty frames are drawn.
  ///   - promptTitle: The words before the prompt's input.
  public init(width: Int, scheduler: DisplayScheduler, promptTitle: String) {
    self.width = max(width, ScreenView.minimumWidth)
    self.scheduler = scheduler
    prompt = PromptView(title: promptTitle)
    super.init()
    addSubview(prompt)
    addSubview(noticeLabel)
    addSubview(footnoteLabel)
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

  /// Draws the current state as a frame, without touching the dirty flag; each screen
  /// overrides it with its own layout.
  ///
  /// - Returns: Lines of exactly ``width`` columns inside a rounded Unicode box.
  open func render() -> Frame {
    var builder = FrameBuilder(width: width)
    builder.rule("╭", "╮")
    return builder.finish(notice: noticeLabel, prompt: prompt, footnote: footnoteLabel)
  }
}

/// Lines of a boxed frame, built top to bottom.
package struct FrameBuilder {
  package let width: Int
  package var lines: [String] = []

  /// The columns inside the box's borders and margins.
  package var inner: Int { width - 4 }

  package init(width: Int) {
    self.width = width
  }

  /// A line of text inside the borders, cut or padded to fit.
  package mutating func row(_ text: String) {
    lines.append("│ " + TextWidth.pad(text, columns: inner) + " │")
  }

  /// A line with text on the left and text flush right, the left side cut first.
  package mutating func row(_ left: String, right: String) {
    let room = right.isEmpty ? inner : inner - TextWidth.columns(in: right) - 1
    row(TextWidth.pad(left, columns: room) + (right.isEmpty ? "" : " " + right))
  }

  /// Text over as many lines as it needs, up to `maximumLines`, broken at spaces where it
  /// can; the lines after the first are indented as far as `indent` is long.
  package mutating func wrapped(
    _ text: String, indent: String = "", maximumLines: Int = ScreenView.maximumWrappedLines
  ) {
    let room = inner - TextWidth.columns(in: indent)
    let pieces = TextWidth.wrap(text, columns: room, maximumLines: maximumLines)
    for (index, line) in pieces.enumerated() {
      row((index == 0 ? indent : String(repeating: " ", count: indent.count)) + line)
    }
  }

  /// A horizontal rule between two corner or junction characters, with `note` set into its
  /// right end when it fits.
  package mutating func rule(_ left: String, _ right: String, note: String = "") {
    let fill = width - 2
    let noteText = note.isEmpty ? "" : " " + note + " ─"
    guard !noteText.isEmpty, TextWidth.columns(in: noteText) + 2 <= fill else {
      lines.append(left + String(repeating: "─", count: fill) + right)
      return
    }
    let dashes = fill - TextWidth.columns(in: noteText)
    lines.append(left + String(repeating: "─", count: dashes) + noteText + right)
  }

  /// Adds the notice (if any), the prompt, its suggestions and the bottom rule with the
  /// footnote, and makes the frame.
  @MainActor package mutating func finish(
    notice: Label, prompt: PromptView, footnote: Label, errorLine: Int? = nil
  ) -> Frame {
    let noticeText = TerminalText.sanitize(notice.text)
    if !noticeText.isEmpty { wrapped(noticeText, maximumLines: ScreenView.maximumMessageLines) }
    let (promptText, column) = promptRow(prompt)
    let promptLine = lines.count
    row(promptText)
    for suggestion in prompt.suggestions.prefix(ScreenView.maximumSuggestions) {
      row("  " + TextWidth.fit(TerminalText.sanitize(suggestion), columns: inner - 2))
    }
    rule("╰", "╯", note: TerminalText.sanitize(footnote.text))
    return Frame(
      lines: lines, promptLine: promptLine, promptColumn: 2 + column, errorLine: errorLine)
  }

  /// The prompt's row, and the cursor's column in it: the typed text around the cursor,
  /// cut with "…" on either side when it is too long, so that the cursor stays in view.
  @MainActor private func promptRow(_ prompt: PromptView) -> (text: String, cursorColumn: Int) {
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
