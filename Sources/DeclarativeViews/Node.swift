import Observation

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
/// body, a text field, `onAppear`, and the containers of an `if`, an `if let` and a `ForEach`.
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
    var placement = Placement(parent: self, previous: children)
    declare(&placement)
    children = placement.finish()
  }

  /// Ends this identity and those under it: their state goes, and their callbacks do nothing.
  @usableFromInline func end() {
    isAlive = false
    endChildren()
  }

  /// Ends the identities under this one, as when the views they were declared for give way
  /// to others.
  func endChildren() {
    for node in children { node.end() }
    children = []
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
  private var placed: [Node] = []

  init(parent: Node, previous: [Node]) {
    self.parent = parent
    self.previous = previous
    placed.reserveCapacity(previous.count)
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
    node(BodyNode<Content>.self) { BodyNode(view: view, declare: declare, at: $0) }
  }

  // The steps of `node(_:make:)` that do not depend on the node's type. It is inlinable, so
  // that the cast of last time's node is to a type known where the view is compiled, a cheap
  // test, and not a search of the runtime's tables.

  /// Last time's node at the place of the next identity, if any.
  @usableFromInline func previousAtNextPlace() -> Node? {
    placed.count < previous.count ? previous[placed.count] : nil
  }

  /// Where a new node for the next place goes; ends `old`, the node of another kind that was
  /// there. Nil once the host is gone.
  @usableFromInline func placeForNew(replacing old: Node?) -> NodePlace? {
    old?.end()
    return parent.placeForChild
  }

  /// Lists `node` at the next place.
  @usableFromInline mutating func keep(_ node: Node) {
    placed.append(node)
  }

  /// Ends the identities of places that were not declared again, and returns the others.
  func finish() -> [Node] {
    for node in previous.dropFirst(placed.count) { node.end() }
    return placed
  }
}

/// The identity of a `ForEach`: one identity for each element, found by the element's id
/// wherever the element moves.
@MainActor
@usableFromInline
final class ForEachNode<ID: Hashable>: Node {
  @usableFromInline var elements: [ElementNode<ID>] = []
  // Numbers the placements, so that an element's node knows whether this one took it.
  @usableFromInline var placement = 0

  @usableFromInline override init(at place: NodePlace) {
    super.init(at: place)
  }

  /// Places each element's views under the element's identity: last time's, for an id that
  /// was there, or a new one; the identities of elements that went are ended.
  @inlinable func placeElements<Data: RandomAccessCollection, Content: DeclaredView>(
    of view: ForEach<Data, ID, Content>
  ) {
    placement &+= 1
    let previous = elements
    var placed: [ElementNode<ID>] = []
    placed.reserveCapacity(view.data.count)
    // Where the next element is expected among last time's: a list changes little between
    // two evaluations, so one comparison finds most.
    var cursor = 0
    // Last time's elements by id, made only once an element is not where the cursor expects
    // it: one that moved, came or went.
    var previousByID: [ElementKey<ID>: ElementNode<ID>]?
    var seen: [ID: Int] = [:]
    for element in view.data {
      let id = element[keyPath: view.id]
      let occurrence = seen[id, default: 0]
      seen[id] = occurrence + 1
      let key = ElementKey(id: id, occurrence: occurrence)
      var node: ElementNode<ID>?
      if cursor < previous.count, previous[cursor].key == key {
        node = previous[cursor]
        cursor += 1
      } else {
        if previousByID == nil {
          previousByID = Dictionary(
            previous.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
        node = previousByID?[key]
        if let found = node, let index = previous.firstIndex(where: { $0 === found }) {
          // The elements after a moved one most likely follow it, as they did before.
          cursor = index + 1
        }
      }
      if let taken = node, taken.placement == placement {
        node = nil
      }
      let kept: ElementNode<ID>
      if let node {
        kept = node
      } else {
        guard let place = placeForChild else { return }
        kept = ElementNode(key: key, at: place)
      }
      kept.placement = placement
      placed.append(kept)
      kept.placeChildren { Content.place(view.content(element), in: &$0) }
    }
    for node in previous where node.placement != placement { node.end() }
    elements = placed
  }

  override func end() {
    for node in elements { node.end() }
    elements = []
    super.end()
  }
}

/// A `ForEach` element's id and, for an id that the collection repeats, its count so far: the
/// second "a" is always the second "a".
@usableFromInline
struct ElementKey<ID: Hashable>: Hashable {
  @usableFromInline let id: ID
  @usableFromInline let occurrence: Int

  @usableFromInline init(id: ID, occurrence: Int) {
    self.id = id
    self.occurrence = occurrence
  }
}

/// The identity of one `ForEach` element, which holds the identities of its views.
@MainActor
@usableFromInline
final class ElementNode<ID: Hashable>: Node {
  @usableFromInline let key: ElementKey<ID>
  // The placement of its `ForEach` that last took it.
  @usableFromInline var placement = 0

  @usableFromInline init(key: ElementKey<ID>, at place: NodePlace) {
    self.key = key
    super.init(at: place)
  }

  override var elementName: String? {
    key.occurrence == 0 ? "\(key.id)" : "\(key.id) #\(key.occurrence + 1)"
  }
}

/// An identity whose views are placed by a body evaluated in Observation tracking of its own:
/// a view with a body, or the host's root.
@MainActor
@usableFromInline
class TrackedNode: Node {
  /// Whether something that the body read changed since it was last evaluated.
  private(set) var isDirty = false
  private(set) var hasBeenEvaluated = false
  // Counts evaluations, so that the tracking of an evaluation that a newer one replaced is
  // told apart: Observation cannot cancel it, but its change is no news.
  private var generation = 0

  /// Whether an evaluation counts as a body's, in ``HostingController/bodyEvaluations``.
  var countsEvaluation: Bool { true }

  /// Places what the body declares.
  func declareChildren(into placement: inout Placement) {}

  /// Evaluates the body inside Observation tracking, places what it declares, then evaluates
  /// the children whose inputs changed, each in tracking of its own.
  func evaluate() {
    guard isAlive, let graph else { return }
    isDirty = false
    hasBeenEvaluated = true
    generation += 1
    let evaluated = generation
    if countsEvaluation { graph.countEvaluation(of: self) }
    let waiting = graph.beginBody()
    let outer = Evaluation.current
    Evaluation.current = self
    withObservationTracking(
      { placeChildren { declareChildren(into: &$0) } },
      onChange: { [weak self] in
        // Called inside the setter of what changed, before the new value is stored: it only
        // marks this view, and the flush of the next display pass reads the new value.
        MainActor.assumeIsolated { self?.bodyInputChanged(generation: evaluated) }
      })
    Evaluation.current = outer
    for child in graph.endBody(restoring: waiting) where child.isAlive {
      child.evaluate()
    }
  }

  /// Evaluates again a view that a change marked, if nothing evaluated it since.
  func evaluateIfDirty() {
    if isDirty { evaluate() }
  }

  private func bodyInputChanged(generation changed: Int) {
    if let evaluating = Evaluation.current {
      // A body wrote what this one read. Marking this view would evaluate that body again,
      // which would write again: the invalidation is dropped, so nothing loops.
      evaluating.reportMistake(
        writing: "observed state that \(path) read", outcome: "\(path) was not marked")
      return
    }
    guard changed == generation else { return }
    invalidate()
  }

  /// Marks the view for the next flush, which the host asks the display cycle for.
  func invalidate() {
    guard isAlive, !isDirty else { return }
    isDirty = true
    graph?.markDirty(self)
  }

  override func end() {
    isDirty = false
    super.end()
  }
}

/// The identity of a view with a body, declared outside the layer: its latest value, its state
/// and the tracking of what its body read.
@MainActor
@usableFromInline
final class BodyNode<Content: DeclaredView>: TrackedNode {
  /// Places what a view's body declares.
  @usableFromInline typealias Declare = @MainActor (Content, inout Placement) -> Void

  /// The view last declared at this identity.
  @usableFromInline private(set) var view: Content
  /// The storage of the view's `@State` properties, in the order the view declares them.
  private let states: [AnyStateStorage]
  private let declare: Declare

  @usableFromInline init(view: Content, declare: @escaping Declare, at place: NodePlace) {
    self.view = view
    self.declare = declare
    states = stateProperties(of: view).map(\.storageObject)
    super.init(at: place)
    for storage in states {
      storage.owner = self
      storage.isPlaced = true
    }
  }

  override var name: String? { String(describing: Content.self) }

  /// Whether the body has been evaluated with the latest view and nothing it read changed
  /// since: a view whose inputs are unchanged need not be evaluated again.
  @usableFromInline var isUpToDate: Bool { hasBeenEvaluated && !isDirty }

  /// Takes the view that the parent declares at this identity now, to be evaluated after its
  /// parent's evaluation.
  @usableFromInline func update(to newView: Content) {
    view = newView
    // The new copy made state of its own, which the identity's storage replaces.
    if !states.isEmpty {
      for (property, storage) in zip(stateProperties(of: newView), states) {
        property.adopt(storage)
      }
    }
    graph?.evaluateAfterCurrentBody(self)
  }

  override func declareChildren(into placement: inout Placement) {
    declare(view, &placement)
  }
}

/// The host's root: it places the view that the host declares, whose body is evaluated as
/// any other.
@MainActor
final class RootNode<Content: DeclaredView>: TrackedNode {
  var content: Content

  init(content: Content, graph: Graph) {
    self.content = content
    super.init(at: NodePlace(parent: nil, graph: graph))
  }

  override var countsEvaluation: Bool { false }

  override func declareChildren(into placement: inout Placement) {
    Content.place(content, in: &placement)
  }
}

/// The identity of an `if`, an `if let` or a `ForEach`, whose views are placed while the body
/// around them is evaluated, in its tracking.
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
final class AppearanceNode: Node {
  private var hasAppeared = false

  /// Runs `action` after the current flush if this identity has not appeared before, and
  /// only while it lasts.
  func performOnAppearing(_ action: @escaping @MainActor () -> Void) {
    guard !hasAppeared, let graph else { return }
    hasAppeared = true
    graph.performAfterFlush { [weak self] in
      if self?.isAlive == true { action() }
    }
  }
}

/// A view's `@State` properties, in the order it declares them.
@MainActor
private func stateProperties<Content: DeclaredView>(of view: Content) -> [any StateProperty] {
  Mirror(reflecting: view).children.compactMap { $0.value as? any StateProperty }
}

/// The body being evaluated now, if any: a write while there is one is a mistake.
@MainActor
enum Evaluation {
  static var current: TrackedNode?
}
