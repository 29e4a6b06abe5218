/// Where a new node goes: its parent and its host's graph.
@usableFromInline
struct NodePlace {
  let parent: Node?
  let graph: Graph
}

/// One identity in a host's tree of declared views: its children and whether it still exists.
///
/// A node lives exactly as long as its identity. Its parent makes it when a view first
/// appears at its place and ends it when no view is declared there any more; with it go its
/// state and its children, and every callback that it handed out does nothing from then on.
///
/// A view's identity is its place among the identities that its parent's body declares, in the
/// order it declares them. Only the views that need an identity take a place: a view with a
/// body, a text field, `onAppear`, `.environment(_:)`, and the containers of an `if`, an
/// `if let` and a `ForEach`.
/// The types of a body fix which views those are, so the same place holds the same view's
/// identity from one evaluation to the next. Inside a `ForEach`, each element's views are
/// placed under an identity of the element's own, found by its id.
@MainActor
@usableFromInline
class Node {
  private(set) weak var parent: Node?
  private(set) weak var graph: Graph?
  /// How many nodes lie above this one, so that a flush can evaluate parents first.
  let depth: Int
  /// The identities this one's views declared last time, in the order they were declared.
  private var children: [Node] = []
  /// Whether the identity still exists.
  private(set) var isAlive = true
  /// What this identity's views declared for the screen when they were last placed, which the
  /// host lays out when it draws.
  @usableFromInline var layout: [LayoutItem] = []
  // The room that the items took while they were placed last time: a group's items are
  // collected in the same array before they are taken out as one, so the array grows past
  // the items it ends with. Reserved up front, it need not grow again.
  private var itemCapacity = 0

  @usableFromInline init(at place: NodePlace) {
    parent = place.parent
    graph = place.graph
    depth = place.parent.map { $0.depth + 1 } ?? 0
  }

  /// The view's name in a path, for a view with a body; nil for the layer's own identities.
  var name: String? { nil }
  /// For a `ForEach` element's identity, its id as a path shows it.
  var elementName: String? { nil }

  /// Where a new node under this one goes; nil once the host is gone.
  @usableFromInline var placeForChild: NodePlace? {
    graph.map { NodePlace(parent: self, graph: $0) }
  }

  /// Places the children that `declare` lists, keeping the node of each identity that stays
  /// and ending the nodes of identities that are no longer declared.
  @usableFromInline func placeChildren(_ declare: (inout Placement) -> Void) {
    var placement = Placement(parent: self, previous: children, itemCapacity: itemCapacity)
    declare(&placement)
    children = placement.finish()
    layout = placement.items
    itemCapacity = layout.capacity
  }

  /// Places the children that `declare` lists, as ``placeChildren(_:)`` does, but adds what
  /// their views declared to `items`, the items of the views around this identity, instead of
  /// keeping them here: this identity's views draw in line with their siblings, as a `Group`'s
  /// do, and no array of its own is made for them at each evaluation.
  ///
  /// Only an identity that no evaluation but its parent's places may be placed so (the
  /// identity of an `if`): the items live in the parent's layout, which only the parent's
  /// evaluation replaces.
  @usableFromInline func placeChildren(
    inLineWith items: inout [LayoutItem], _ declare: (inout Placement) -> Void
  ) {
    var placement = Placement(parent: self, previous: children, itemCapacity: 0)
    // Swapped in and back out, so that the items are neither copied nor made again.
    swap(&placement.items, &items)
    declare(&placement)
    children = placement.finish()
    swap(&placement.items, &items)
  }

  /// Ends this identity and those under it: their state goes, and their callbacks do nothing.
  @usableFromInline func end() {
    isAlive = false
    layout = []
    endChildren()
  }

  /// Calls `visit` with each identity under this one, parents before their children, going
  /// below an identity only when `visit` returns true for it.
  func visitDescendants(_ visit: (Node) -> Bool) {
    for child in children where visit(child) {
      child.visitDescendants(visit)
    }
  }

  /// Ends the identities under this one, as when the views they were declared for give way
  /// to others.
  func endChildren() {
    for node in children { node.end() }
    children = []
  }

  /// Runs `action`, which a body declared at this identity, with that body's view pointing at
  /// its own state, as it did while the body was evaluated.
  func performDeclared(_ action: @MainActor () -> Void) {
    var node: Node? = parent
    while let current = node, !(current is TrackedNode) { node = current.parent }
    let acting = node as? TrackedNode
    acting?.restoreState()
    let outer = Evaluation.acting
    Evaluation.acting = acting
    action()
    Evaluation.acting = outer
  }

  // MARK: Mistakes and names

  /// Reports that this view's body wrote `what` while it was evaluated, and what the layer
  /// did about it.
  func reportMistake(writing what: String, outcome: String) {
    graph?.report(
      UpdateMistake(
        view: path,
        message: "\(path) wrote \(what) while its body was evaluated, and \(outcome). A body "
          + "must only read: write from an action, such as a text field's submit, or onAppear."))
  }

  /// The views with a body from the root down to this one, with the element id of each that a
  /// `ForEach` made, such as "Screen › Row[id: 3]".
  var path: String {
    var chain: [Node] = []
    var node: Node? = self
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    var names: [String] = []
    var elementID: String?
    for current in chain.reversed() {
      // An element's id names the first view with a body at or under the element.
      if let element = current.elementName { elementID = element }
      guard var name = current.name else { continue }
      if let id = elementID { name += "[id: \(id)]" }
      names.append(name)
      elementID = nil
    }
    return names.joined(separator: " › ")
  }
}

/// The identity of an `if` or an `if let`, whose views are placed while the body
/// around them is evaluated, in its tracking, and drawn in line with the views around it (see
/// ``Node/placeChildren(inLineWith:_:)``).
@MainActor
@usableFromInline
final class ContainerNode: Node {
  /// For an `if`/`else`, whether the views are the first branch's: the two branches are two
  /// identities.
  var isFirstBranch = true

  @usableFromInline override init(at place: NodePlace) {
    super.init(at: place)
  }
}

/// The identity of a text field, through which the prompt's callbacks reach the latest
/// binding and action while the identity lasts.
@MainActor
final class TextFieldNode: Node {
  var field: TextField

  init(field: TextField, at place: NodePlace) {
    self.field = field
    super.init(at: place)
  }
}

/// The identity of a view with an `onAppear` action, which remembers whether it has appeared.
@MainActor
@usableFromInline
final class AppearanceNode: Node {
  private var hasAppeared = false

  /// Runs `action` after the current flush if this identity has not appeared before, and
  /// only while it lasts.
  @usableFromInline func performOnAppearing(_ action: @escaping @MainActor () -> Void) {
    guard !hasAppeared, let graph else { return }
    hasAppeared = true
    graph.performAfterFlush { [weak self] in
      guard let self, self.isAlive else { return }
      self.performDeclared(action)
    }
  }
}
