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
public struct VStack<Content: DeclaredView>: DeclaredView, PrimitiveView {
  let content: Content

  /// Stacks the views that `content` declares.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { $0.place(content, at: .position(0)) }
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
public struct HStack<Content: DeclaredView>: DeclaredView, PrimitiveView {
  let content: Content

  /// Lines up the views that `content` declares.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { $0.place(content, at: .position(0)) }
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
  DeclaredView, PrimitiveView
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: @MainActor (Data.Element) -> Content

  /// Declares a view for each element.
  ///
  /// - Parameters:
  ///   - data: The elements, in the order their views are listed.
  ///   - id: The element's identity.
  ///   - content: The view of one element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { children in
      var seen: [ID: Int] = [:]
      for element in data {
        let elementID = element[keyPath: id]
        let occurrence = seen[elementID, default: 0]
        seen[elementID] = occurrence + 1
        children.place(
          content(element), at: .element(AnyHashable(elementID), occurrence: occurrence))
      }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Declares a view for each element, identified by its `id`.
  ///
  /// - Parameters:
  ///   - data: The elements, in the order their views are listed.
  ///   - content: The view of one element.
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}
