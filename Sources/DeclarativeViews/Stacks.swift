/// Views one above another, as SwiftUI's `VStack` lays them out: as wide as the widest of
/// them, the others lined up by `alignment`, with `spacing` blank lines between them.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text(place.name)
///   Text(place.region)
/// }
/// ```
public struct VStack<Content: DeclaredView>: DeclaredView {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content

  /// Stacks the views that `content` declares.
  ///
  /// - Parameters:
  ///   - alignment: Where a narrower view sits across the stack's width.
  ///   - spacing: Blank lines between two views.
  ///   - content: The views, top to bottom.
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the stacked views, and declares the stack around what they declare.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    // The closure takes the two settings, not `view`, which would copy every view it holds.
    let alignment = Alignment(horizontal: view.alignment, vertical: .top)
    let spacing = view.spacing
    placement.modify(view.content) { items in
      .stack(
        LayoutItem.Stack(axis: .vertical, alignment: alignment, spacing: spacing, items: items))
    }
  }
}

/// Views side by side, as SwiftUI's `HStack` lays them out: the room goes first to the views of
/// highest layout priority and, among those, to the least flexible, so a text beside a column of
/// fixed width is cut before the column is; what is left goes to the views that grow.
///
/// ```swift
/// HStack(spacing: 1) {
///   Text(day.name).frame(width: 6, alignment: .leading)
///   Text(day.summary).frame(maxWidth: .infinity, alignment: .leading)
///   Text(day.temperatures)
/// }
/// ```
public struct HStack<Content: DeclaredView>: DeclaredView {
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: Int
  @usableFromInline let content: Content

  /// Lines up the views that `content` declares.
  ///
  /// - Parameters:
  ///   - alignment: Where a shorter view sits along the stack's height.
  ///   - spacing: Blank columns between two views; one, as between two words, unless set.
  ///   - content: The views, left to right.
  @inlinable public init(
    alignment: VerticalAlignment = .center, spacing: Int = 1,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the stacked views, and declares the stack around what they declare.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    // The closure takes the two settings, not `view`, which would copy every view it holds.
    let alignment = Alignment(horizontal: .leading, vertical: view.alignment)
    let spacing = view.spacing
    placement.modify(view.content) { items in
      .stack(
        LayoutItem.Stack(axis: .horizontal, alignment: alignment, spacing: spacing, items: items))
    }
  }
}

/// Views that are laid out where the group stands, as SwiftUI's `Group`: it adds no layout of its
/// own, and a modifier on it applies to them together.
///
/// ```swift
/// Group {
///   Text(forecast.message)
///   Text("")
/// }
/// ```
public struct Group<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content

  /// Groups the views that `content` declares.
  @inlinable public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the views among those of the body that declares the group.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    Content.place(view.content, in: &placement)
  }
}

/// A view for each element of a collection, identified by the element's id, as SwiftUI's
/// `ForEach` is: an element that moves keeps its view and the view's state, and an element that
/// goes takes them with it.
///
/// An id that the collection repeats is told apart by its count so far, so the second "a" is
/// always the second "a", wherever it moves.
///
/// ```swift
/// ForEach(places, id: \.name) { place in PlaceRow(place: place) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: DeclaredView>:
  DeclaredView
{
  @usableFromInline let data: Data
  @usableFromInline let id: KeyPath<Data.Element, ID>
  @usableFromInline let content: @MainActor (Data.Element) -> Content

  /// Declares a view for each element.
  ///
  /// - Parameters:
  ///   - data: The elements, in the order their views are listed.
  ///   - id: The element's identity.
  ///   - content: The view of one element.
  @inlinable public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places each element's views under the element's identity, in one identity for the
  /// whole collection.
  @inlinable public static func place(_ view: ForEach, in placement: inout Placement) {
    let node = placement.drawingNode(ForEachNode<ID>.self) { ForEachNode(at: $0) }
    node?.placeElements(of: view)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Declares a view for each number of a range, identified by the number, as SwiftUI's
  /// `ForEach(0..<5)` does for a range that does not change.
  ///
  /// - Parameters:
  ///   - data: The numbers, such as `0..<5`.
  ///   - content: The view for one number.
  @inlinable public init(
    _ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content
  ) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Declares a view for each element, identified by its `id`.
  ///
  /// - Parameters:
  ///   - data: The elements, in the order their views are listed.
  ///   - content: The view of one element.
  @inlinable public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}
