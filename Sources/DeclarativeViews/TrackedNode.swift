import Observation

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

  /// Points the view's value at its identity's state, for an action that the body declared
  /// and that runs later: copies of one value share where they find their state.
  func restoreState() {}

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

  /// Whether the view has an `@Environment` property of the object type `type`.
  func declaresEnvironment(of type: ObjectIdentifier) -> Bool { false }

  /// Marks the view, whose environment holds another object of a type it declares since a
  /// view above replaced it, to be evaluated later in this flush, as a child whose inputs
  /// changed is.
  func environmentChanged() {
    guard hasBeenEvaluated, isAlive, !isDirty, let graph else { return }
    isDirty = true
    graph.evaluateInThisFlush(self)
  }

  private func bodyInputChanged(generation changed: Int) {
    if let evaluating = Evaluation.current {
      guard evaluating !== self else {
        // Marking this view would evaluate it again, and it would write again: it is left as
        // it is, and what it shows is what it read before it wrote.
        evaluating.reportMistake(
          writing: "observed state that it read itself", outcome: "it was not evaluated again")
        return
      }
      // A body wrote what this one read. This view is marked after the flush, so that it shows
      // the written value and tracks it again; a body that keeps writing is stopped there (see
      // `Graph.repair(_:)`).
      evaluating.reportMistake(
        writing: "observed state that \(path) read",
        outcome: "\(path) is evaluated again after the update")
      graph?.repair { [weak self] in
        guard let self, changed == self.generation else { return }
        self.invalidate()
      }
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
  // The `@State` properties of `view`, found by reflection once for each value the parent
  // hands in, not at each evaluation: each holds the class through which the view finds its
  // storage, so pointing them again points `view` again.
  private var stateProperties: [any StateProperty] = []
  // The types of the view's `@Environment` properties, which a view above must set before its
  // body is evaluated. A property finds its object itself when it is read (see `Environment`),
  // so a copy that the parent hands in needs no setting up.
  private let environmentTypes: [(type: ObjectIdentifier, name: String)]
  private let declare: Declare

  @usableFromInline init(view: Content, declare: @escaping Declare, at place: NodePlace) {
    self.view = view
    self.declare = declare
    // A new identity starts from the state's initial values, in storage of its own: a value
    // that the parent kept from an identity that ended, or one placed twice, brings no state.
    let found = viewProperties(of: view)
    let stateProperties = found.compactMap { $0 as? any StateProperty }
    states = stateProperties.map { $0.makeStorage() }
    environmentTypes = found.compactMap {
      ($0 as? any EnvironmentProperty).map { ($0.location.type, $0.location.typeName) }
    }
    super.init(at: place)
    for storage in states {
      storage.owner = self
      storage.isPlaced = true
    }
    self.stateProperties = stateProperties
    installStates()
  }

  override var name: String? { String(describing: Content.self) }

  override func declaresEnvironment(of type: ObjectIdentifier) -> Bool {
    environmentTypes.contains { $0.type == type }
  }

  /// Whether the body has been evaluated with the latest view and nothing it read changed
  /// since: a view whose inputs are unchanged need not be evaluated again.
  @usableFromInline var isUpToDate: Bool { hasBeenEvaluated && !isDirty }

  /// Takes the view that the parent declares at this identity now, to be evaluated after its
  /// parent's evaluation.
  @usableFromInline func update(to newView: Content) {
    view = newView
    // The new copy made state of its own, which the identity's storage replaces.
    if !states.isEmpty {
      stateProperties = viewProperties(of: newView).compactMap { $0 as? any StateProperty }
      installStates()
    }
    graph?.evaluateAfterCurrentBody(self)
  }

  override func declareChildren(into placement: inout Placement) {
    if let missing = environmentTypes.first(where: { environmentSource(of: $0.type) == nil }) {
      graph?.report(
        UpdateMistake(
          view: path,
          message: "\(path) reads @Environment(\(missing.name).self), but no view above it "
            + "sets .environment(_:) with a \(missing.name), so its body was not evaluated. Set "
            + "the object on a view above it, such as the screen's root."))
      return
    }
    // Copies of one value share where they find their state, so a value placed twice points
    // at the storage of the identity whose body is evaluated now.
    installStates()
    declare(view, &placement)
  }

  override func restoreState() {
    installStates()
  }

  /// Points the `@State` properties of `view` at the identity's storage, reporting a copy made
  /// in its parent's body that wrote its own state before it was placed.
  private func installStates() {
    var wroteEarly = false
    for (state, storage) in zip(stateProperties, states) {
      if state.isWrittenBeforePlacement { wroteEarly = true }
      state.adopt(storage)
    }
    if wroteEarly { reportWriteBeforePlacement() }
  }

  // The copy's own storage was written while a body was evaluated: by the view's `init`, which
  // the parent's body ran. It is this view's mistake, named by its path, not the parent's.
  private func reportWriteBeforePlacement() {
    let writer = Evaluation.current?.path ?? ""
    let parentPath = writer.isEmpty ? "the host's root" : writer
    graph?.report(
      UpdateMistake(
        view: path,
        message: "\(path) wrote its state in its init, while the body of \(parentPath) was "
          + "evaluated, and the write does not reach the screen: a view's identity starts from "
          + "the state's initial value. Give the value to State(wrappedValue:), or write it "
          + "from onAppear."))
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

/// A view's `@State` and `@Environment` properties, in the order it declares them.
@MainActor
private func viewProperties<Content: DeclaredView>(of view: Content) -> [Any] {
  Mirror(reflecting: view).children.compactMap {
    $0.value is any StateProperty || $0.value is any EnvironmentProperty ? $0.value : nil
  }
}

/// The body being evaluated now, if any: a write while there is one is a mistake.
@MainActor
enum Evaluation {
  static var current: TrackedNode?
  /// The identity whose declared action runs now, if any: where an `@Environment` read in the
  /// action finds its object.
  static var acting: TrackedNode?
}
