import WeatherViews

#if canImport(Glibc)
  import Glibc
#endif

/// The nodes of one host, and the flush that evaluates the ones that changes marked.
@MainActor
final class Graph {
  var requestFlush: () -> Void = {}
  /// The prompt of the screen that the host draws, which a text field with no prompt of its
  /// own binds.
  weak var prompt: PromptView?
  var onBodyEvaluation: ((String) -> Void)?
  /// Told of each mistake in a body; nil reports each message once on standard error.
  var onMistake: ((UpdateMistake) -> Void)?
  private(set) var bodyEvaluations = 0
  private(set) var flushes = 0

  private var dirty: [TrackedNode] = []
  private var evaluatedAfterBody: [TrackedNode] = []
  private var afterFlush: [@MainActor () -> Void] = []
  // What mistakes in bodies left to do after the flush (a write, a view to mark), and whether
  // the flush now running was asked for by such repairs.
  private var repairs: [@MainActor () -> Void] = []
  private var isRepairing = false
  private var reported: Set<String> = []
  // Views whose environment object of a type they declare a view above replaced in this flush.
  private var environmentReaders: [TrackedNode] = []

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
    var marked: [TrackedNode] = []
    swap(&marked, &dirty)
    // The array goes back, empty, to take the next flush's marks without being made again.
    defer {
      marked.removeAll(keepingCapacity: true)
      if dirty.isEmpty { swap(&marked, &dirty) }
    }
    if marked.count > 1 {
      marked = marked.enumerated().sorted {
        ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
      }.map(\.element)
    }
    let repairing = isRepairing
    isRepairing = false
    for node in marked { node.evaluateIfDirty() }
    // The readers of a replaced object lie under the view that replaced it, so each round is
    // deeper than the last, and the rounds end.
    while !environmentReaders.isEmpty {
      let readers = environmentReaders.enumerated().sorted {
        ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset)
      }.map(\.element)
      environmentReaders = []
      for node in readers { node.evaluateIfDirty() }
    }
    let actions = afterFlush
    afterFlush = []
    for action in actions { action() }
    let pending = repairs
    repairs = []
    // A repair whose flush makes mistakes again would repair again, flush after flush: the
    // second round's repairs are dropped, so a body that keeps writing cannot loop.
    guard !repairing, !pending.isEmpty else { return }
    isRepairing = true
    for repair in pending { repair() }
  }

  /// Does `repair` after the flush: what a mistake in a body put off, such as its write.
  func repair(_ repair: @escaping @MainActor () -> Void) {
    repairs.append(repair)
  }

  /// Evaluates `node`, whose environment object a view above replaced, later in this flush.
  func evaluateInThisFlush(_ node: TrackedNode) {
    environmentReaders.append(node)
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

  /// Reports a mistake, once for each message: a body evaluated again makes the same one.
  func report(_ mistake: UpdateMistake) {
    guard reported.insert(mistake.message).inserted else { return }
    if let onMistake {
      onMistake(mistake)
    } else {
      print("DeclarativeViews: " + mistake.message, to: &StandardError.stream)
    }
  }
}

/// Standard error, where a mistake is reported when no one else is told of it.
private struct StandardError: TextOutputStream {
  @MainActor static var stream = StandardError()

  mutating func write(_ string: String) {
    // One write(2) of the whole text to file descriptor 2, which needs no shared stream.
    var text = string
    text.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
  }
}
