import WeatherViews

/// One line that a layout draws: text exactly as wide as the room it was drawn in, or a rule
/// across the panel.
struct DrawnLine: Equatable {
  /// The text; empty for a rule.
  var text: String
  /// The text's width in terminal columns.
  var columns: Int
  /// Whether the line is a ``Divider``, drawn across the panel's borders.
  var isDivider = false
  /// Whether the line is in the error style.
  var isError = false

  static func blank(_ columns: Int) -> DrawnLine {
    DrawnLine(text: String(repeating: " ", count: max(columns, 0)), columns: max(columns, 0))
  }

  static let divider = DrawnLine(text: "", columns: 0, isDivider: true)
}

/// How much width a view takes: the least it can be drawn in, the width it would like, and the
/// most it grows to; `Int.max` when it grows as far as its parent lets it.
struct WidthRange: Equatable {
  var minimum: Int
  var ideal: Int
  var maximum: Int

  static let unlimited = Int.max

  /// How far the view can grow past its least width; stacks serve the least flexible first.
  var flexibility: Int { maximum == WidthRange.unlimited ? .max : maximum - minimum }
}

/// Lays out declared items in terminal columns and lines as SwiftUI does: a parent proposes a
/// width, and the child chooses its own within it and draws itself
/// (``draw(_:proposed:)``); a horizontal stack first asks each child how wide it can be
/// (``measure(_:)``) to share its room among them.
///
/// The rules, each SwiftUI's:
/// - Text is as wide as its words and can be cut down to nothing; cut, it ends in "…". On one
///   line (`lineLimit(1)`) it is cut; with more lines it wraps at spaces, and its last line is
///   cut when the text goes on.
/// - A vertical stack is as wide as its widest view and lines the others up by its
///   alignment; a divider in it draws a rule across the panel.
/// - A horizontal stack offers its room to its views in order of layout priority, and among
///   views of one priority to the least flexible first: each gets the width it would like while
///   room lasts, and what is left goes to the views that grow (spacers, frames that fill).
///   So a text beside a fixed column is cut before the column is.
/// - A frame of a set width or height gives its view that room and aligns it in it; a frame that
///   fills grows as far as its parent lets it.
@MainActor
struct LayoutEngine {
  /// The line limit that the views above set, for the texts below.
  var lineLimit: Int?
  /// Whether the views above asked for the error style.
  var isError = false

  // MARK: Measuring

  /// The widths that `item` can take.
  func measure(_ item: LayoutItem) -> WidthRange {
    switch item {
    case .text(let text):
      let columns = TextWidth.columns(in: TerminalText.sanitize(text))
      return WidthRange(minimum: 0, ideal: columns, maximum: columns)
    case .picture(_, let columns):
      return WidthRange(minimum: columns, ideal: columns, maximum: columns)
    case .spacer(let minimum):
      return WidthRange(minimum: minimum, ideal: minimum, maximum: WidthRange.unlimited)
    case .divider:
      return WidthRange(minimum: 0, ideal: 0, maximum: WidthRange.unlimited)
    case .stack(let stack):
      return measure(stack)
    case .frame(let spec, let content):
      if let width = spec.width { return WidthRange(minimum: width, ideal: width, maximum: width) }
      let inner = measure(content)
      return spec.fillsWidth
        ? WidthRange(minimum: inner.minimum, ideal: inner.ideal, maximum: WidthRange.unlimited)
        : inner
    case .padding(let leading, let trailing, let content):
      let inner = measure(content)
      let extra = leading + trailing
      return WidthRange(
        minimum: inner.minimum + extra, ideal: inner.ideal + extra,
        maximum: inner.maximum == WidthRange.unlimited ? inner.maximum : inner.maximum + extra)
    case .lineLimit(_, let content), .priority(_, let content), .errorStyle(let content):
      return measure(content)
    case .identity(let node):
      return measure(LayoutItem.one(node.layout))
    case .framedText, .limitedStack:
      return measure(item.expanded)
    }
  }

  private func measure(_ stack: LayoutItem.Stack) -> WidthRange {
    let items = Self.inline(stack.items)
    guard !items.isEmpty else { return WidthRange(minimum: 0, ideal: 0, maximum: 0) }
    let ranges = items.map(measure)
    switch stack.axis {
    case .vertical:
      return WidthRange(
        minimum: ranges.map(\.minimum).max() ?? 0, ideal: ranges.map(\.ideal).max() ?? 0,
        maximum: ranges.map(\.maximum).max() ?? 0)
    case .horizontal:
      let gaps = stack.spacing * (items.count - 1)
      let growing = ranges.contains { $0.maximum == WidthRange.unlimited }
      return WidthRange(
        minimum: ranges.reduce(gaps) { $0 + $1.minimum },
        ideal: ranges.reduce(gaps) { $0 + $1.ideal },
        maximum: growing ? WidthRange.unlimited : ranges.reduce(gaps) { $0 + $1.maximum })
    }
  }

  // MARK: Drawing

  /// Draws `item` in the room that its parent proposes: each view chooses its own width, no
  /// wider than `proposed` unless it cannot be drawn narrower, and every line it returns is
  /// that wide (a divider aside). A parent places a narrower view by its alignment.
  func draw(_ item: LayoutItem, proposed: Int) -> [DrawnLine] {
    switch item {
    case .text(let text):
      let shown = TerminalText.sanitize(text)
      let columns = TextWidth.columns(in: shown)
      return drawText(shown, columns: columns, proposed: proposed)
    case .picture(let lines, let columns):
      return lines.map { line(TextWidth.pad($0, columns: columns), width: columns) }
    case .spacer:
      // Across a horizontal stack it is blank columns; along a vertical one, blank lines.
      return []
    case .divider:
      return [.divider]
    case .stack(let stack):
      return stack.axis == .vertical
        ? drawVertical(stack, proposed: proposed) : drawHorizontal(stack, proposed: proposed)
    case .frame(let spec, let content):
      return drawFrame(spec, content, proposed: proposed)
    case .padding(let leading, let trailing, let content):
      let inner = max(proposed - leading - trailing, 0)
      return draw(content, proposed: inner).map { drawn in
        guard !drawn.isDivider else { return drawn }
        var padded = drawn
        padded.text =
          String(repeating: " ", count: leading) + drawn.text
          + String(repeating: " ", count: trailing)
        padded.columns = drawn.columns + leading + trailing
        return padded
      }
    case .lineLimit(let limit, let content):
      var inner = self
      inner.lineLimit = limit
      return inner.draw(content, proposed: proposed)
    case .priority(_, let content):
      return draw(content, proposed: proposed)
    case .errorStyle(let content):
      var inner = self
      inner.isError = true
      return inner.draw(content, proposed: proposed)
    case .identity(let node):
      return draw(LayoutItem.one(node.layout), proposed: proposed)
    case .framedText, .limitedStack:
      return draw(item.expanded, proposed: proposed)
    }
  }

  /// Draws `item` in exactly `width` columns, placed by `alignment` when it is narrower.
  func draw(_ item: LayoutItem, width: Int, alignment: HorizontalAlignment = .leading)
    -> [DrawnLine]
  {
    draw(item, proposed: width).map { $0.isDivider ? $0 : aligned($0, in: width, alignment) }
  }

  private func line(_ text: String, width: Int) -> DrawnLine {
    DrawnLine(text: text, columns: width, isError: isError)
  }

  private func drawText(_ text: String, columns: Int, proposed: Int) -> [DrawnLine] {
    let width = min(columns, proposed)
    guard width > 0 else { return [line("", width: 0)] }
    let limit = lineLimit ?? Int.max
    if limit == 1 || columns <= width {
      return [line(width == columns ? text : TextWidth.pad(text, columns: width), width: width)]
    }
    let lines = TextWidth.wrap(text, columns: width, maximumLines: limit)
    return lines.map { line(TextWidth.pad($0, columns: width), width: width) }
  }

  private func drawVertical(_ stack: LayoutItem.Stack, proposed: Int) -> [DrawnLine] {
    var drawn: [[DrawnLine]] = []
    var spacers: [Int] = []
    for item in Self.inline(stack.items) {
      if case .spacer(let length) = item {
        spacers.append(drawn.count)
        drawn.append(Array(repeating: .blank(0), count: length))
      } else {
        drawn.append(draw(item, proposed: proposed))
      }
    }
    let width = drawn.joined().map(\.columns).max() ?? 0
    var lines: [DrawnLine] = []
    for (index, part) in drawn.enumerated() {
      if index > 0, stack.spacing > 0 {
        lines += Array(repeating: .blank(width), count: stack.spacing)
      }
      for piece in part {
        lines.append(
          piece.isDivider ? piece : aligned(piece, in: width, stack.alignment.horizontal))
      }
    }
    return lines
  }

  private func drawHorizontal(_ stack: LayoutItem.Stack, proposed: Int) -> [DrawnLine] {
    let items = Self.inline(stack.items)
    guard !items.isEmpty else { return [] }
    let gaps = stack.spacing * (items.count - 1)
    let widths = shares(of: items, in: proposed - gaps)
    let columns = zip(items, widths).map { item, own in
      draw(item, width: own).map { $0.isDivider ? .blank(own) : $0 }
    }
    let height = columns.map(\.count).max() ?? 0
    let total = widths.reduce(0, +) + gaps
    let gap = String(repeating: " ", count: stack.spacing)
    var lines: [DrawnLine] = []
    lines.reserveCapacity(height)
    for row in 0..<height {
      var text = ""
      var isError = false
      for (index, column) in columns.enumerated() {
        if index > 0 { text += gap }
        let shown = row - Self.offset(of: column.count, in: height, stack.alignment.vertical)
        if shown >= 0, shown < column.count {
          text += column[shown].text
          isError = isError || column[shown].isError
        } else {
          text += String(repeating: " ", count: widths[index])
        }
      }
      lines.append(DrawnLine(text: text, columns: total, isError: isError))
    }
    return lines
  }

  /// The width of each view of a horizontal stack that has `room` columns between its gaps.
  private func shares(of items: [LayoutItem], in room: Int) -> [Int] {
    let ranges = items.map(measure)
    var widths = ranges.map(\.minimum)
    var left = room - widths.reduce(0, +)
    let priorities = items.map(Self.priority)
    // First the least flexible of the highest priority, up to the width each would like.
    let order = items.indices.sorted {
      (-priorities[$0], ranges[$0].flexibility, $0) < (-priorities[$1], ranges[$1].flexibility, $1)
    }
    for index in order where left > 0 {
      let more = min(ranges[index].ideal - widths[index], left)
      if more > 0 {
        widths[index] += more
        left -= more
      }
    }
    // Then what is left, shared among the views that grow.
    var growing = order.filter { ranges[$0].maximum > widths[$0] }
    while left > 0, !growing.isEmpty {
      let share = max(left / growing.count, 1)
      for index in growing where left > 0 {
        let more = min(share, ranges[index].maximum - widths[index], left)
        widths[index] += more
        left -= more
      }
      growing = growing.filter { ranges[$0].maximum > widths[$0] }
    }
    return widths
  }

  private func drawFrame(
    _ spec: LayoutItem.FrameSpec, _ content: LayoutItem, proposed: Int
  ) -> [DrawnLine] {
    var lines: [DrawnLine]
    if let width = spec.width {
      lines = draw(content, width: width, alignment: spec.alignment.horizontal)
    } else if spec.fillsWidth {
      lines = draw(content, width: proposed, alignment: spec.alignment.horizontal)
    } else {
      lines = draw(content, proposed: proposed)
    }
    guard let height = spec.height else { return lines }
    let width = lines.first { !$0.isDivider }?.columns ?? spec.width ?? 0
    if lines.count > height {
      lines.removeLast(lines.count - height)
    } else if lines.count < height {
      let missing = height - lines.count
      let above = Self.offset(of: lines.count, in: height, spec.alignment.vertical)
      lines =
        Array(repeating: .blank(width), count: above) + lines
        + Array(repeating: .blank(width), count: missing - above)
    }
    return lines
  }

  /// A line of another width placed in `width` columns: padded on the side that the alignment
  /// leaves free, or cut with "…" when it is wider.
  private func aligned(
    _ drawn: DrawnLine, in width: Int, _ alignment: HorizontalAlignment
  ) -> DrawnLine {
    let missing = width - drawn.columns
    guard missing != 0 else { return drawn }
    var result = drawn
    result.columns = width
    if missing < 0 {
      result.text = TextWidth.pad(drawn.text, columns: width)
      return result
    }
    let before: Int
    switch alignment {
    case .leading: before = 0
    case .center: before = missing / 2
    case .trailing: before = missing
    }
    result.text =
      String(repeating: " ", count: before) + drawn.text
      + String(repeating: " ", count: missing - before)
    return result
  }

  private static func offset(of count: Int, in height: Int, _ alignment: VerticalAlignment) -> Int {
    let missing = max(height - count, 0)
    switch alignment {
    case .top: return 0
    case .center: return missing / 2
    case .bottom: return missing
    }
  }

  private static func priority(_ item: LayoutItem) -> Int {
    switch item {
    case .priority(let value, _): return value
    case .lineLimit(_, let content), .errorStyle(let content), .padding(_, _, let content):
      return priority(content)
    default: return 0
    }
  }

  /// A stack's views with those of each child identity in line among them, as SwiftUI lays out
  /// the views of a `Group`, an `if` or a `ForEach` in the stack around them.
  static func inline(_ items: [LayoutItem]) -> [LayoutItem] {
    guard items.contains(where: { if case .identity = $0 { true } else { false } }) else {
      return items
    }
    var result: [LayoutItem] = []
    for item in items {
      if case .identity(let node) = item {
        result += inline(node.layout)
      } else {
        result.append(item)
      }
    }
    return result
  }
}
