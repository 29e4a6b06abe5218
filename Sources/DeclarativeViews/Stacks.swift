/// Views one above another, as SwiftUI's `VStack` lists them.
///
/// The screen's retained views lay out what the leaves write, so a stack draws nothing of its
/// own: it groups its views into one identity and keeps them in the order they are read.
///
/// ```swift
/// VStack {
///   Text(place.name, in: cell.nameLabel)
///   Text(place.region, in: cell.regionLabel)
/// }
/// ```
public struct VStack<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content

  /// Stacks the views that `content` declares.
  @inlinable public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the stacked views among the views of the body that declares the stack.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    Content.place(view.content, in: &placement)
  }
}

/// Views side by side, as SwiftUI's `HStack` lists them; like ``VStack``, it groups and
/// orders, and the retained views it writes lay out.
///
/// ```swift
/// HStack {
///   Text(day.name, in: row.dayLabel)
///   Text(day.temperatures, in: row.temperatureLabel)
/// }
/// ```
public struct HStack<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content

  /// Lines up the views that `content` declares.
  @inlinable public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the stacked views among the views of the body that declares the stack.
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
    let node = placement.node(ForEachNode<ID>.self) { ForEachNode(at: $0) }
    node?.placeElements(of: view)
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
