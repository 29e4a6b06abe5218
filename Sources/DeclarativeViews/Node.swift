import Observation

/// Where a view sits among its parent's children: with its parent's, its identity.
enum Slot: Hashable {
  /// A place in a list of views, or the one child of a view that has one.
  case position(Int)
  /// The `if` branch of an `if`/`else`.
  case firstBranch
  /// The `else` branch of an `if`/`else`.
  case secondBranch
  /// An element of a `ForEach`, by its id and, for an id that repeats, its count so far.
  case element(AnyHashable, occurrence: Int)
}

/// One identity in a host's tree of declared views: the view's latest value, its state, its
/// children and, for a view with a body, the tracking of what that body read.
///
/// A node lives exactly as long as its identity. Its parent makes it when a view first
/// appears at its place and ends it when no view is declared there any more; with it go its
/// state and its children, and every callback that it handed out does nothing from then on.
@MainActor
final class Node {
  let slot: Slot
  private(set) weak var parent: Node?
  private weak var graph: Graph?
  /// How many nodes lie above this one, so that a flush can evaluate parents first.
  let depth: Int

  /// The view last declared at this identity.
  private(set) var view: any DeclaredView
  /// The storage of the view's `@State` properties, in the order the view declares them.
  private var states: [AnyStateStorage] = []
  private var children: [Slot: Node] = [:]

  /// Whether the identity still exists.
  private(set) var isAlive = true
  /// Whether something that the body read changed since it was last evaluated.
  private(set) var isDirty = false
  private var hasBeenEvaluated = false
  private var hasAppeared = false
  // Counts evaluations, so that the tracking of an evaluation that a newer one replaced is
  // told apart: Observation cannot cancel it, but its change is no news.
  private var generation = 0

  /// Whether this node's view is the host's root, whose content the host places itself.
  private let isRoot: Bool
  private let hasBody: Bool

  init(view: any DeclaredView, slot: Slot, parent: Node?, graph: Graph, isRoot: Bool = false) {
    self.view = view
    self.slot = slot
    self.parent = parent
    self.graph = graph
    self.depth = parent.map { $0.depth + 1 } ?? 0
    self.isRoot = isRoot
    self.hasBody = isRoot || !(view is any PrimitiveView)
    if hasBody, !isRoot {
      states = Self.stateProperties(of: view).map(\.storageObject)
      for storage in states {
        storage.owner = self
        storage.isPlaced = true
      }
    }
  }

  // MARK: Taking new inputs

  /// Takes the view that the parent declares at this identity now: a view of the layer is
  /// applied at once; a view with a body is evaluated after its parent's evaluation, unless
  /// its inputs equal the last ones and nothing it read changed.
  func update(to newView: any DeclaredView) {
    if let primitive = newView as? any PrimitiveView {
      view = newView
      primitive.apply(to: self)
      return
    }
    if hasBeenEvaluated, !isDirty, inputsEqual(view, newView) { return }
    view = newView
    for (property, storage) in zip(Self.stateProperties(of: newView), states) {
      property.adopt(storage)
    }
    graph?.evaluateAfterCurrentBody(self)
  }

  /// Replaces the root's content, which the host declares.
  func replaceRoot(with content: any DeclaredView) {
    view = content
  }

  // MARK: Evaluation

  /// Evaluates the body inside Observation tracking, places what it declares, then evaluates
  /// the children whose inputs changed, each in tracking of its own.
  func evaluate() {
    guard isAlive, let graph else { return }
    isDirty = false
    hasBeenEvaluated = true
    generation += 1
    let evaluated = generation
    if !isRoot { graph.countEvaluation(of: self) }
    let waiting = graph.beginBody()
    let outer = Evaluation.current
    Evaluation.current = self
    withObservationTracking(
      {
        let declared = isRoot ? view : Self.body(of: view)
        placeChildren { $0.place(declared, at: .position(0)) }
      },
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

  private static func body<V: DeclaredView>(of view: V) -> any DeclaredView {
    view.body
  }

  // MARK: Children

  /// Places the children that `declare` lists, keeping the node of each identity that stays
  /// and ending the nodes of identities that are no longer declared.
  func placeChildren(_ declare: (inout Placement) -> Void) {
    var placement = Placement(parent: self, previous: children)
    declare(&placement)
    children = placement.placed
    for node in placement.previous.values { node.end() }
  }

  /// The children of one node while its body is placed.
  @MainActor
  struct Placement {
    unowned let parent: Node
    var previous: [Slot: Node]
    var placed: [Slot: Node] = [:]

    /// Declares `view` at `slot`: the node already there takes it, or a new one is made.
    mutating func place<V: DeclaredView>(_ view: V, at slot: Slot) {
      if let node = previous.removeValue(forKey: slot) {
        // A builder gives each slot one type, so this holds; a view of another type would
        // be another identity, whose state the old one's must not become.
        if type(of: node.view) == V.self {
          placed[slot] = node
          node.update(to: view)
          return
        }
        node.end()
      }
      if let graph = parent.graph {
        let node = Node(view: view, slot: slot, parent: parent, graph: graph)
        placed[slot] = node
        node.update(to: view)
      }
    }
  }

  /// The view last declared at this identity, as a `Declared`, while the identity lasts.
  func liveView<Declared: DeclaredView>(as type: Declared.Type) -> Declared? {
    isAlive ? view as? Declared : nil
  }

  /// Runs `action` after the current flush if this identity has not appeared before, and
  /// only while it lasts.
  func performOnAppearing(_ action: @escaping @MainActor () -> Void) {
    guard !hasAppeared else { return }
    hasAppeared = true
    graph?.performAfterFlush { [weak self] in
      if self?.isAlive == true { action() }
    }
  }

  /// Ends this identity and those under it: their state goes, and their callbacks do nothing.
  fileprivate func end() {
    isAlive = false
    isDirty = false
    for node in children.values { node.end() }
    children = [:]
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
      if case .element(let id, let occurrence) = current.slot {
        elementID = occurrence == 0 ? "\(id.base)" : "\(id.base) #\(occurrence + 1)"
      }
      guard current.hasBody, !current.isRoot else { continue }
      var name = String(describing: type(of: current.view))
      if let id = elementID { name += "[id: \(id)]" }
      names.append(name)
      elementID = nil
    }
    return names.joined(separator: " › ")
  }

  private static func stateProperties(of view: any DeclaredView) -> [any StateProperty] {
    Mirror(reflecting: view).children.compactMap { $0.value as? any StateProperty }
  }
}

/// Whether two views' inputs are equal: only a view whose type is `Equatable` can say so.
@MainActor
private func inputsEqual(_ old: any DeclaredView, _ new: any DeclaredView) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return isEqual(old, new)
}

private func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
  guard let other = other as? Value else { return false }
  return value == other
}

/// The body being evaluated now, if any: a write while there is one is a mistake.
@MainActor
enum Evaluation {
  static var current: Node?
}
