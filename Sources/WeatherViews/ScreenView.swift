import Observation

/// The root view of one screen: it owns the display cycle, the prompt and the notice line.
///
/// Each pass of the display cycle first runs the update passes that were asked for (its
/// ``viewController``'s ``ViewController/updateProperties()``, then those of the views below
/// it that have passes of their own, parents before their children), then draws one ``Frame``
/// if anything below it changed; its ``DisplayScheduler`` says when a pass runs. The two screens'
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
      if width != oldValue, !isDrawingAtAnotherWidth { setNeedsDisplay() }
    }
  }
  // While render(width:) draws the screen at another width, which asks for no redraw.
  private var isDrawingAtAnotherWidth = false
  /// Whether a change is waiting to be drawn.
  public private(set) var needsDisplay = false
  /// Receives each frame that is drawn.
  public var onDisplay: (@MainActor (Frame) -> Void)?
  /// Whether an update pass, the controller's or a view's, waits for the next display pass.
  public var hasWaitingUpdatePasses: Bool { !waitingForUpdate.isEmpty }
  /// What the controllers did to this screen's views: its label writes and tracked changes,
  /// counted for a tool that shows each update's work.
  public let activity = ViewActivity()
  /// Told of each update pass that the display cycle runs, with the view whose pass it is (this
  /// screen view for its controller's), for a tool or a test that shows the cycle's work.
  public var onUpdatePass: (@MainActor (View) -> Void)?

  /// The controller whose ``ViewController/updateProperties()`` each pass runs, as a window
  /// runs its root view controller's. Setting it asks for an update, so that the first pass
  /// after it shows what the controller reads.
  public weak var viewController: (any ViewController)? {
    didSet { setNeedsUpdateProperties() }
  }

  private let scheduler: DisplayScheduler
  private var isPassScheduled = false
  // The views whose update passes were asked for, this one included, in the order asked.
  private var waitingForUpdate: [View] = []
  // Numbers the calls of updatePropertiesIfNeeded(), so that each view runs once in each.
  private var updatePassNumber = 0

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
    screenActivity = activity
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

  /// Queues a view's update pass (this one's is its controller's), and on the first request
  /// in a turn schedules the display pass that runs it.
  override func receiveUpdateRequest(from view: View) {
    waitingForUpdate.append(view)
    schedulePass()
  }

  /// A screen view's own update pass is its controller's, as a window runs its root view
  /// controller's.
  public override func updateProperties() {
    viewController?.updateProperties()
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
    if !waitingForUpdate.isEmpty || needsDisplay { schedulePass() }
  }

  /// Runs the update passes that were asked for, now: the view controller's
  /// ``ViewController/updateProperties()`` and the views' own ``View/updateProperties()``,
  /// each tracking what it reads.
  ///
  /// This is the dependency tracking that UIKit does for `updateProperties()` since iOS 26,
  /// and SwiftUI for a view's `body`. `withObservationTracking` runs each pass and records
  /// every `@Observable` property it reads. When one of them changes, Observation calls that
  /// pass's `onChange`, once, and that asks for the same pass again, and for no other. The
  /// pass reads again and so tracks again: what is tracked is always what the latest pass
  /// read, so a property that a pass stopped reading no longer causes passes.
  ///
  /// Parents run before their children, and a view that a pass adds, or asks to update,
  /// runs in the same call. Only the views that asked are visited, so one cell's change costs
  /// the same in a list of ten as in a list of a thousand.
  public func updatePropertiesIfNeeded() {
    guard !waitingForUpdate.isEmpty else { return }
    updatePassNumber &+= 1
    var again: [View] = []
    // Views that a pass asks for join the end of the queue, and run in a later round of
    // this loop; each round runs parents first.
    var start = 0
    while start < waitingForUpdate.count {
      let end = waitingForUpdate.count
      if end - start > 1 {
        // The shallower view first, and among views at one depth the one that asked first.
        let round = waitingForUpdate[start..<end].enumerated()
          .map { (depth: $0.element.depth, order: $0.offset, view: $0.element) }
          .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
        waitingForUpdate.replaceSubrange(start..<end, with: round.map(\.view))
      }
      for index in start..<end {
        let view = waitingForUpdate[index]
        guard view.needsUpdateProperties else { continue }
        // A view that an earlier pass took off this screen, such as a cell that left its list,
        // runs no pass here; it asks again if it is added back.
        guard view.root === self else { continue }
        // A view whose pass asks for itself again runs again in the next display pass, not in
        // this one, so that such a view cannot keep this loop going.
        guard view.lastUpdatePass != updatePassNumber else {
          again.append(view)
          continue
        }
        view.lastUpdatePass = updatePassNumber
        onUpdatePass?(view)
        view.runUpdatePassIfNeeded()
      }
      start = end
    }
    waitingForUpdate.removeAll(keepingCapacity: true)
    waitingForUpdate.append(contentsOf: again)
  }

  /// Runs a pass now: updates the view controller's properties if asked to, then draws a
  /// frame if the screen is dirty, and hands it to ``onDisplay``.
  public func displayIfNeeded() {
    updatePropertiesIfNeeded()
    guard needsDisplay else { return }
    needsDisplay = false
    onDisplay?(render())
  }

  /// Draws the current state as a frame at another width, as the screen would draw it if the
  /// terminal were that wide, and leaves the screen as it was: for a test or a tool that
  /// compares layouts across widths.
  ///
  /// - Parameter columns: The width, at least ``minimumWidth``.
  /// - Returns: The frame at that width.
  public func render(width columns: Int) -> Frame {
    let shown = width
    isDrawingAtAnotherWidth = true
    defer {
      width = shown
      isDrawingAtAnotherWidth = false
    }
    width = columns
    return render()
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
