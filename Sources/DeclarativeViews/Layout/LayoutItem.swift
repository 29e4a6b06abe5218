/// What a body declared for the screen to show, kept by the identity that declared it and laid
/// out by the host when it draws.
///
/// A body's evaluation makes these anew, so what a branch no longer declares is not in them:
/// removing a view from a body removes it from the screen. A view with an identity of its own
/// that can be evaluated alone (a view with a body, a `ForEach`) stands here as
/// ``identity(_:)``, and the host reads what that identity declared last, so a child evaluated
/// alone is drawn without its parent being evaluated again. The views of an `if`, which only
/// their parent's evaluation places, stand in line with the views around them.
@usableFromInline
enum LayoutItem {
  /// Text as the body declared it. A layout cleans it of terminal controls and measures it
  /// when a frame is drawn, not when the body is evaluated: a body evaluated with no frame
  /// drawn measures nothing, as a label's text is measured only when its view draws.
  case text(String)
  /// A picture of lines of text, such as a weather icon.
  case picture([String], columns: Int)
  /// A space that grows along its stack.
  case spacer(minLength: Int)
  /// A rule across the screen's panel.
  case divider
  /// Views one above another or side by side.
  case stack(Stack)
  /// A view in a frame of a set width, height or greatest width.
  indirect case frame(FrameSpec, LayoutItem)
  /// A view with blank columns on either side.
  indirect case padding(leading: Int, trailing: Int, LayoutItem)
  /// A view whose texts take at most this many lines; nil for as many as they need.
  indirect case lineLimit(Int?, LayoutItem)
  /// A view that a stack gives its room to before the views of lower priority.
  indirect case priority(Int, LayoutItem)
  /// A view drawn in the screen's error style.
  indirect case errorStyle(LayoutItem)
  /// What a child identity declared, in line with its siblings, as a `Group` is.
  case identity(Node)
  /// Text in a frame, as `frame` on a `Text` declares it: `.frame(spec, .text(text))` in one
  /// item, with no box for the text. A row of a list declares such texts at every evaluation.
  case framedText(FrameSpec, String)
  /// A stack whose texts take at most this many lines, as `lineLimit` on a stack declares it:
  /// `.lineLimit(limit, .stack(stack))` in one item, with no box for the stack.
  case limitedStack(Int?, Stack)

  /// A stack: its direction, how it lines up its views across that direction, the blank
  /// columns or lines between them, and the views.
  @usableFromInline
  struct Stack {
    @usableFromInline var axis: Axis
    @usableFromInline var alignment: Alignment
    @usableFromInline var spacing: Int
    @usableFromInline var items: [LayoutItem]

    @usableFromInline init(axis: Axis, alignment: Alignment, spacing: Int, items: [LayoutItem]) {
      self.axis = axis
      self.alignment = alignment
      self.spacing = spacing
      self.items = items
    }
  }

  /// A stack's direction.
  @usableFromInline
  enum Axis {
    case vertical, horizontal
  }

  /// What ``DeclaredView/frame(width:height:maxWidth:alignment:)`` asks for.
  @usableFromInline
  struct FrameSpec {
    @usableFromInline var width: Int?
    @usableFromInline var height: Int?
    @usableFromInline var fillsWidth: Bool
    @usableFromInline var alignment: Alignment

    @usableFromInline init(width: Int?, height: Int?, fillsWidth: Bool, alignment: Alignment) {
      self.width = width
      self.height = height
      self.fillsWidth = fillsWidth
      self.alignment = alignment
    }
  }

  /// The item as the layout reads it: a case that stands for two, as the two.
  var expanded: LayoutItem {
    switch self {
    case .framedText(let spec, let text): .frame(spec, .text(text))
    case .limitedStack(let limit, let stack): .lineLimit(limit, .stack(stack))
    default: self
    }
  }

  /// The items, as one: the item itself when there is one, else a stack of them, as SwiftUI
  /// lays out a modifier's several views one above another.
  @usableFromInline
  static func one(_ items: [LayoutItem]) -> LayoutItem {
    items.count == 1
      ? items[0]
      : .stack(Stack(axis: .vertical, alignment: .center, spacing: 0, items: items))
  }
}

/// Where a view sits in the room its parent gives it, across and along: SwiftUI's names.
public struct Alignment: Equatable, Sendable {
  /// Where it sits across the width.
  public var horizontal: HorizontalAlignment
  /// Where it sits along the height.
  public var vertical: VerticalAlignment

  /// Combines a horizontal and a vertical alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the middle both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the left, in the middle of the height.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the right, in the middle of the height.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, in the middle of the width.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}

/// Where a view sits across the width that its parent gives it.
public enum HorizontalAlignment: Equatable, Sendable {
  /// At the left: a text's columns start at the left edge.
  case leading
  /// In the middle; an odd blank column goes to the right.
  case center
  /// At the right.
  case trailing
}

/// Where a view sits along the height that its parent gives it.
public enum VerticalAlignment: Equatable, Sendable {
  /// At the top.
  case top
  /// In the middle; an odd blank line goes below.
  case center
  /// At the bottom.
  case bottom
}
