/// The identities that one body declares while it is evaluated: each view that needs an
/// identity takes the node it had last time, if there was one at its place, or a new one.
///
/// The layer's own views use it in their ``DeclaredView/place(_:in:)``; it offers nothing to
/// views declared outside the layer, which keep that method's default.
@MainActor
public struct Placement {
  unowned let parent: Node
  // Last time's identities, by place.
  private let previous: [Node]
  // How many identities have been placed, and, once one of them is not last time's at its
  // place, the list of them. Until then the list is a prefix of `previous`, which `finish()`
  // returns as it is: most evaluations declare the same identities again, and need no new
  // list.
  private var placedCount = 0
  private var placed: [Node]?
  /// What the views placed so far declared for the screen, in order.
  @usableFromInline var items: [LayoutItem] = []

  init(parent: Node, previous: [Node], itemCapacity: Int) {
    self.parent = parent
    self.previous = previous
    items.reserveCapacity(itemCapacity)
  }

  /// The node of the next identity: last time's at this place, if it is a `Kind`, or one that
  /// `make` makes; a node of another kind there is ended, as another type of view at a place
  /// is another identity.
  @inlinable mutating func node<Kind: Node>(
    _ kind: Kind.Type, make: (NodePlace) -> Kind
  ) -> Kind? {
    let old = previousAtNextPlace()
    if let node = old as? Kind {
      keep(node)
      return node
    }
    guard let place = placeForNew(replacing: old) else { return nil }
    let node = make(place)
    keep(node)
    return node
  }

  /// The node of a view with a body, which the view is to be given unless its inputs are
  /// unchanged.
  @inlinable mutating func bodyNode<Content: DeclaredView>(
    for view: Content, declaring declare: @escaping BodyNode<Content>.Declare
  ) -> BodyNode<Content>? {
    let made = node(BodyNode<Content>.self) { BodyNode(view: view, declare: declare, at: $0) }
    if let made { items.append(.identity(made)) }
    return made
  }

  /// The node of the next identity, as ``node(_:make:)`` finds or makes it, which draws what
  /// its views declare in line with the views around it.
  @inlinable mutating func drawingNode<Kind: Node>(
    _ kind: Kind.Type, make: (NodePlace) -> Kind
  ) -> Kind? {
    let made = node(kind, make: make)
    if let made { items.append(.identity(made)) }
    return made
  }

  // The steps of `node(_:make:)` that do not depend on the node's type. It is inlinable, so
  // that the cast of last time's node is to a type known where the view is compiled, a cheap
  // test, and not a search of the runtime's tables.

  /// Last time's node at the place of the next identity, if any.
  @usableFromInline func previousAtNextPlace() -> Node? {
    placedCount < previous.count ? previous[placedCount] : nil
  }

  /// Where a new node for the next place goes; ends `old`, the node of another kind that was
  /// there. Nil once the host is gone.
  @usableFromInline func placeForNew(replacing old: Node?) -> NodePlace? {
    old?.end()
    return parent.placeForChild
  }

  /// Lists `node` at the next place.
  @usableFromInline mutating func keep(_ node: Node) {
    if placed == nil, placedCount < previous.count, previous[placedCount] === node {
      placedCount += 1
      return
    }
    var list = placed.take() ?? Array(previous.prefix(placedCount))
    list.append(node)
    placed = list
    placedCount += 1
  }

  /// Places `content` and declares what `wrap` makes of the items it declared, as a stack does.
  @inlinable mutating func modify<Content: DeclaredView>(
    _ content: Content, _ wrap: ([LayoutItem]) -> LayoutItem
  ) {
    // The views are placed into an array of their own, which the stack keeps: swapped in for
    // the items around them, and out again. Most stacks hold two views or more.
    var declared: [LayoutItem] = []
    declared.reserveCapacity(2)
    swap(&declared, &items)
    Content.place(content, in: &self)
    swap(&declared, &items)
    items.append(wrap(declared))
  }

  /// Places `content` and declares what `wrap` makes of its items taken as one, as a modifier
  /// does. Most modified views declare one item, which is taken as it is, with no array made
  /// for it: a body's evaluation is the work that each update repeats.
  @inlinable mutating func modifyOne<Content: DeclaredView>(
    _ content: Content, _ wrap: (LayoutItem) -> LayoutItem
  ) {
    let start = items.count
    Content.place(content, in: &self)
    let declared = items.count == start + 1 ? items.removeLast() : .one(takeItems(from: start))
    items.append(wrap(declared))
  }

  // The items that the views placed since `start` declared, taken out of `items`: a group's
  // views append to the same array as the views around them.
  @usableFromInline mutating func takeItems(from start: Int) -> [LayoutItem] {
    let group = Array(items[start...])
    items.removeSubrange(start...)
    return group
  }

  /// Ends the identities of places that were not declared again, and returns the others.
  func finish() -> [Node] {
    // A node of last time's is only ever kept at its own place, so those past the last place
    // declared now were not kept.
    for node in previous.dropFirst(placedCount) { node.end() }
    if let placed { return placed }
    return placedCount == previous.count ? previous : Array(previous.prefix(placedCount))
  }
}
