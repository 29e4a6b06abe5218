import WeatherViews

/// The nodes of one host, and the flush that evaluates the ones that changes marked.
@MainActor
final class Graph {
  var requestFlush: () -> Void = {}
  /// The prompt of the screen that the host draws, which a text field with no prompt of its
  /// own binds.
  weak var prompt: PromptView?
  var onBodyEvaluation: ((String) -> Void)?
  var onMistake: (UpdateMistake) -> Void = { mistake in preconditionFailure(mistake.message) }
  private(set) var bodyEvaluations = 0
  private(set) var flushes = 0

  private var dirty: [TrackedNode] = []
  private var evaluatedAfterBody: [TrackedNode] = []
  private var afterFlush: [@MainActor () -> Void] = []

  /// Queues a view that a change marked, and asks the display cycle for an update pass,
  /// which it merges with every other request of the same turn.
  func markDirty(_ node: TrackedNode) {
    dirty.append(node)
    requestFlush()
  }

  /// Evaluates the marked views, shallowest first, so that a view under a marked parent is
  /// evaluated with that parent and not again, then runs the actions of the views that
  /// appeared. A view marked while the flush runs, by such an action or otherwise, waits for
  /// the next display pass, so no flush can keep itself going.
  func flush() {
    guard !dirty.isEmpty else { return }
    flushes += 1
    var marked = dirty
    dirty = []
    if marked.count > 1 {
      marked = marked.enumerated().sorted {
        ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
      }.map(\.element)
    }
    for node in marked { node.evaluateIfDirty() }
    let actions = afterFlush
    afterFlush = []
    for action in actions { action() }
  }

  func performAfterFlush(_ action: @escaping @MainActor () -> Void) {
    afterFlush.append(action)
  }

  // While a body is placed, its children whose inputs changed wait here, to be evaluated
  // after it, each in tracking of its own: evaluated inside it, they would be tracked as its.

  /// Starts a body's list of waiting children, and returns the list of the body around it.
  func beginBody() -> [TrackedNode] {
    let outer = evaluatedAfterBody
    evaluatedAfterBody = []
    return outer
  }

  /// Adds a child to the list of the body being placed.
  func evaluateAfterCurrentBody(_ node: TrackedNode) {
    evaluatedAfterBody.append(node)
  }

  /// Ends a body's list, returning it, and goes back to the list of the body around it.
  func endBody(restoring outer: [TrackedNode]) -> [TrackedNode] {
    let children = evaluatedAfterBody
    evaluatedAfterBody = outer
    return children
  }

  func countEvaluation(of node: TrackedNode) {
    bodyEvaluations += 1
    onBodyEvaluation?(node.path)
  }

  func report(_ mistake: UpdateMistake) {
    onMistake(mistake)
  }
}
