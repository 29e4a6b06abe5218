import WeatherViews

/// The saved places screen: a title, one ``LocationCell`` per place, a message line and a prompt.
///
/// A controller sets ``cells`` (one per place, in order) and fills each cell's labels, as a
/// table view's data source configures its cells; ``CellsByIdentity`` keeps each place's cell
/// from one change of the list to the next. In interactive mode the app turns on
/// ``showsSelection`` and moves ``selectedIndex``; when ``visibleCellCount`` is set the list
/// scrolls to keep the selection in view. In plain mode a frame shows every cell.
///
/// ```swift
/// let view = LocationsView()
/// let cell = LocationCell()
/// cell.nameLabel.text = "Paris"
/// view.cells = [cell]
/// ```
@MainActor
public final class LocationsView: ScreenView {
  /// The screen's title.
  public let titleLabel = Label()
  /// What the list has to say: "Not found", a duplicate, a problem with the saved file.
  public let messageLabel = Label()

  /// The cells, one per place, in the list's order; they are numbered from 1. Setting the
  /// cells already shown, in the same order, does not ask for a redraw.
  public var cells: [LocationCell] = [] {
    didSet {
      guard !cells.elementsEqual(oldValue, by: ===) else { return }
      // A cell that leaves the list leaves the screen, so a late change to it runs no pass.
      let kept = Set(cells.map(ObjectIdentifier.init))
      for cell in oldValue where !kept.contains(ObjectIdentifier(cell)) {
        cell.removeFromSuperview()
      }
      for cell in cells { addSubview(cell) }
      clampSelection()
      setNeedsDisplay()
    }
  }

  /// Whether the selected cell is marked with "›" (interactive mode only).
  public var showsSelection = false {
    didSet { if showsSelection != oldValue { setNeedsDisplay() } }
  }

  /// The selected cell's index, when there are cells.
  public private(set) var selectedIndex: Int?

  /// How many cells fit on the terminal; `nil` shows every cell.
  public var visibleCellCount: Int? {
    didSet { if visibleCellCount != oldValue { setNeedsDisplay() } }
  }

  private var firstVisible = 0

  /// The prompt's words on this screen.
  public nonisolated static let promptTitle = ScreenWording.placesPrompt

  /// Creates the screen's view, titled "Locations", with no cells.
  ///
  /// - Parameters:
  ///   - width: The frame width in columns; at least ``ScreenView/minimumWidth``.
  ///   - scheduler: When dirty frames are drawn.
  public init(width: Int = LocationsView.defaultWidth, scheduler: DisplayScheduler = .mainQueue) {
    super.init(width: width, scheduler: scheduler, promptTitle: LocationsView.promptTitle)
    titleLabel.text = ScreenWording.placesTitle
    addSubview(titleLabel)
    addSubview(messageLabel)
  }

  /// Moves the selection by `offset` cells, stopping at the first and the last.
  ///
  /// - Parameter offset: -1 for up, 1 for down.
  public func moveSelection(by offset: Int) {
    guard !cells.isEmpty else { return }
    let index = min(max((selectedIndex ?? 0) + offset, 0), cells.count - 1)
    if index != selectedIndex {
      selectedIndex = index
      setNeedsDisplay()
    }
  }

  private func clampSelection() {
    if cells.isEmpty {
      selectedIndex = nil
    } else {
      selectedIndex = min(selectedIndex ?? 0, cells.count - 1)
    }
  }

  /// Draws the current state as a frame, without touching the dirty flag.
  ///
  /// - Returns: Lines of exactly ``ScreenView/width`` columns inside a rounded Unicode box.
  public override func render() -> Frame {
    var frame = FrameBuilder(width: width)
    let shown = visibleRange()
    let count = cells.count
    let position = ScreenWording.placeCount(shown: shown, of: count)
    frame.rule("╭", "╮")
    frame.row(TerminalText.sanitize(titleLabel.text), right: position)
    frame.rule("├", "┤")
    if cells.isEmpty {
      frame.row(ScreenWording.noPlaces)
    }
    for index in shown {
      let prefix = ScreenWording.rowPrefix(
        number: index + 1, selected: showsSelection && index == selectedIndex)
      cells[index].render(into: &frame, prefix: prefix)
    }
    frame.rule("├", "┤")
    let message = TerminalText.sanitize(messageLabel.text)
    if !message.isEmpty { frame.wrapped(message, maximumLines: ScreenView.maximumMessageLines) }
    return frame.finish(notice: noticeLabel, prompt: prompt, footnote: footnoteLabel)
  }

  /// The cells in view: all of them, or a window around the selection that moves only as
  /// far as it must.
  private func visibleRange() -> Range<Int> {
    guard let limit = visibleCellCount, limit > 0, cells.count > limit else {
      return 0..<cells.count
    }
    let selected = selectedIndex ?? 0
    if selected < firstVisible { firstVisible = selected }
    if selected >= firstVisible + limit { firstVisible = selected - limit + 1 }
    firstVisible = min(max(firstVisible, 0), cells.count - limit)
    return firstVisible..<(firstVisible + limit)
  }
}

/// One place in the list, drawn on two lines:
///
/// ```
///   1  Richmond                                 40℉
///      VA · Scattered clouds             Wind 6 mph
/// ```
///
/// While ``activityIndicator`` animates, "…" stands in place of the weather.
@MainActor
public final class LocationCell: View {
  /// The place's own name, such as "Richmond".
  public let nameLabel = Label()
  /// The state for US places, the country elsewhere, such as "VA" or "France".
  public let regionLabel = Label()
  /// The condition, such as "Scattered clouds", or a short error.
  public let summaryLabel = Label()
  /// The temperature, such as "40℉".
  public let temperatureLabel = Label()
  /// The wind, such as "Wind 6 mph".
  public let windLabel = Label()
  /// Spins while the place's weather loads.
  public let activityIndicator = ActivityIndicatorView()

  /// The lines that a cell takes in a frame.
  public nonisolated static let height = 2

  /// Creates an empty cell.
  public override init() {
    super.init()
    for child: View in [
      nameLabel, regionLabel, summaryLabel, temperatureLabel, windLabel, activityIndicator,
    ] {
      addSubview(child)
    }
  }

  func render(into frame: inout FrameBuilder, prefix: String) {
    func clean(_ label: Label) -> String { TerminalText.sanitize(label.text) }
    let loading = activityIndicator.isAnimating
    let indent = String(repeating: " ", count: TextWidth.columns(in: prefix))
    frame.row(prefix + clean(nameLabel), right: loading ? "" : clean(temperatureLabel))
    let summary = loading ? "…" : clean(summaryLabel)
    let region = clean(regionLabel)
    let details = [region, summary].filter { !$0.isEmpty }.joined(separator: " · ")
    frame.row(indent + details, right: loading ? "" : clean(windLabel))
  }
}

/// Shows that something is loading, as `UIActivityIndicatorView` does; a cell draws it as "…".
@MainActor
public final class ActivityIndicatorView: View {
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false

  /// Starts spinning.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    setNeedsDisplay()
  }

  /// Stops spinning.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    setNeedsDisplay()
  }
}
