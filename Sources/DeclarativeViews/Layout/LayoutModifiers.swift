/// A view with a layout modifier applied: what the modifier says and the view it applies to.
public struct ModifiedLayout<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content
  @usableFromInline let wrap: LayoutModifier

  @usableFromInline init(content: Content, wrap: LayoutModifier) {
    self.content = content
    self.wrap = wrap
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the view, and declares the modifier around what it declared.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    let wrap = view.wrap
    placement.modifyOne(view.content) { wrap.apply(to: $0) }
  }
}

/// What a layout modifier does to the item of the view it modifies.
@usableFromInline
enum LayoutModifier {
  case frame(LayoutItem.FrameSpec)
  case padding(leading: Int, trailing: Int)
  case lineLimit(Int?)
  case priority(Int)
  case errorStyle

  @usableFromInline func apply(to item: LayoutItem) -> LayoutItem {
    switch self {
    case .frame(let spec):
      if case .text(let text) = item { .framedText(spec, text) } else { .frame(spec, item) }
    case .lineLimit(let limit):
      if case .stack(let stack) = item {
        .limitedStack(limit, stack)
      } else {
        .lineLimit(limit, item)
      }
    case .padding(let leading, let trailing): .padding(leading: leading, trailing: trailing, item)
    case .priority(let value): .priority(value, item)
    case .errorStyle: .errorStyle(item)
    }
  }
}

/// How wide a frame may grow: `.infinity` fills the room its parent offers, as in SwiftUI.
public enum FrameMaximum: Sendable {
  /// As wide as the parent lets it be.
  case infinity
}

/// A colour for text; the terminal has one besides the default.
public enum ForegroundStyle: Sendable {
  /// The error colour, in which the terminal draws the screen's error line.
  case red
}

extension DeclaredView {
  /// Gives the view a set width or height, or lets it fill its parent's width, and places it in
  /// that room by `alignment`, as SwiftUI's `frame` does; a height cuts the lines below it or
  /// adds blank ones.
  ///
  /// ```swift
  /// Text(day.name).frame(width: 6, alignment: .leading)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The columns it takes; nil to keep its own width.
  ///   - height: The lines it takes; nil to keep its own height.
  ///   - maxWidth: `.infinity` to fill the width that its parent offers.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The view in its frame.
  @inlinable public consuming func frame(
    width: Int? = nil, height: Int? = nil, maxWidth: FrameMaximum? = nil,
    alignment: Alignment = .center
  ) -> ModifiedLayout<Self> {
    ModifiedLayout(
      content: self,
      wrap: .frame(
        LayoutItem.FrameSpec(
          width: width.atLeast(0), height: height.atLeast(0),
          fillsWidth: maxWidth != nil, alignment: alignment)))
  }

  /// Adds blank columns on the left and the right, as SwiftUI's `padding(.horizontal, _:)`.
  ///
  /// - Parameter columns: The columns on each side.
  /// - Returns: The padded view.
  @inlinable public consuming func padding(horizontal columns: Int) -> ModifiedLayout<Self> {
    ModifiedLayout(content: self, wrap: .padding(leading: columns, trailing: columns))
  }

  /// Adds blank columns on the left only, such as the indent under a numbered line.
  ///
  /// - Parameter columns: The columns.
  /// - Returns: The padded view.
  @inlinable public consuming func padding(leading columns: Int) -> ModifiedLayout<Self> {
    ModifiedLayout(content: self, wrap: .padding(leading: columns, trailing: 0))
  }

  /// Sets the most lines that each text in the view takes, as SwiftUI's `lineLimit` does:
  /// one cuts the text with "…"; more wrap it at spaces and cut the last line with "…" when the
  /// text goes on; nil lets it take as many as it needs.
  ///
  /// - Parameter limit: The most lines.
  /// - Returns: The view, with the limit.
  @inlinable public consuming func lineLimit(_ limit: Int?) -> ModifiedLayout<Self> {
    ModifiedLayout(content: self, wrap: .lineLimit(limit.atLeast(1)))
  }

  /// Orders the view among its horizontal stack's: the room goes to higher priorities first,
  /// as SwiftUI's `layoutPriority` does, so a view of priority 1 is cut after its siblings.
  ///
  /// - Parameter priority: The priority; 0 unless set.
  /// - Returns: The view, with its priority.
  @inlinable public consuming func layoutPriority(_ priority: Int) -> ModifiedLayout<Self> {
    ModifiedLayout(content: self, wrap: .priority(priority))
  }

  /// Draws the view's text in a colour, as SwiftUI's `foregroundStyle` does; the first line in
  /// red is the frame's error line.
  ///
  /// - Parameter style: The colour.
  /// - Returns: The view, in that colour.
  @inlinable public consuming func foregroundStyle(_ style: ForegroundStyle) -> ModifiedLayout<Self>
  {
    ModifiedLayout(content: self, wrap: .errorStyle)
  }
}

extension Int? {
  /// The number raised to `floor` if it is below it; nil stays nil.
  ///
  /// It is what `map { max($0, floor) }` does, without the closure: a closure written on the
  /// main actor and handed to a module of the Swift 5 language mode, as the standard library
  /// is, checks at each call that it runs on the main actor, and a body pays that check at
  /// every evaluation.
  @inlinable func atLeast(_ floor: Int) -> Int? {
    switch self {
    case .some(let value): Swift.max(value, floor)
    case .none: nil
    }
  }
}
