/// What one variant did for one update: the counters that the status line shows, and the
/// time that its controller (and view model) spent.
public struct UpdateCounts: Sendable, Equatable {
  /// A counter that a variant's status can show.
  public enum Counter: Sendable, CaseIterable {
    /// Writes to a label's text or an image view's image.
    case labelWrites
    /// Sets of a box's value, duplicates included.
    case boxSets
    /// Calls of a box's listeners for a set (not the first call that `bind` makes).
    case listenerCalls
    /// Changes that Observation reported to the display cycle.
    case trackedChanges
    /// Bodies of declared views evaluated.
    case bodyEvaluations
    /// Layouts of declared views, one for each frame that a host draws.
    case layoutPasses

    /// The counter's words, singular and plural.
    var words: (one: String, many: String) {
      switch self {
      case .labelWrites: ("label write", "label writes")
      case .boxSets: ("box set", "box sets")
      case .listenerCalls: ("listener call", "listener calls")
      case .trackedChanges: ("tracked change", "tracked changes")
      case .bodyEvaluations: ("body evaluation", "body evaluations")
      case .layoutPasses: ("layout pass", "layout passes")
      }
    }
  }

  /// Writes to a label's text or an image view's image.
  public var labelWrites = 0
  /// Sets of a box's value.
  public var boxSets = 0
  /// Calls of a box's listeners.
  public var listenerCalls = 0
  /// Changes that Observation reported to the display cycle.
  public var trackedChanges = 0
  /// Bodies of declared views evaluated.
  public var bodyEvaluations = 0
  /// Layouts of declared views.
  public var layoutPasses = 0
  /// The time the controller and view model spent, from each moment they got control (a
  /// typed line, a service answer) until they gave it back.
  public var time: Duration = .zero

  /// Creates counts.
  public init(
    labelWrites: Int = 0, boxSets: Int = 0, listenerCalls: Int = 0, trackedChanges: Int = 0,
    bodyEvaluations: Int = 0, layoutPasses: Int = 0, time: Duration = .zero
  ) {
    self.labelWrites = labelWrites
    self.boxSets = boxSets
    self.listenerCalls = listenerCalls
    self.trackedChanges = trackedChanges
    self.bodyEvaluations = bodyEvaluations
    self.layoutPasses = layoutPasses
    self.time = time
  }

  /// The value of one counter.
  public subscript(counter: Counter) -> Int {
    switch counter {
    case .labelWrites: labelWrites
    case .boxSets: boxSets
    case .listenerCalls: listenerCalls
    case .trackedChanges: trackedChanges
    case .bodyEvaluations: bodyEvaluations
    case .layoutPasses: layoutPasses
    }
  }

  /// The counters named, in words: "8 label writes, 1 box set".
  ///
  /// - Parameters:
  ///   - counters: Which counters, in order.
  ///   - timings: Whether to add the time, in milliseconds.
  /// - Returns: The description.
  public func describe(_ counters: [Counter], timings: Bool) -> String {
    var parts = counters.map { counter in
      let value = self[counter]
      return "\(value) " + (value == 1 ? counter.words.one : counter.words.many)
    }
    if timings {
      let microseconds =
        time.components.seconds * 1_000_000
        + time.components.attoseconds / 1_000_000_000_000
      let tenths = (microseconds + 5) / 10
      let text = String(tenths / 100) + "." + String(100 + tenths % 100).dropFirst()
      parts.append(text + " ms")
    }
    return parts.joined(separator: ", ")
  }

  static func + (lhs: UpdateCounts, rhs: UpdateCounts) -> UpdateCounts {
    UpdateCounts(
      labelWrites: lhs.labelWrites + rhs.labelWrites, boxSets: lhs.boxSets + rhs.boxSets,
      listenerCalls: lhs.listenerCalls + rhs.listenerCalls,
      trackedChanges: lhs.trackedChanges + rhs.trackedChanges,
      bodyEvaluations: lhs.bodyEvaluations + rhs.bodyEvaluations,
      layoutPasses: lhs.layoutPasses + rhs.layoutPasses, time: lhs.time + rhs.time)
  }

  static func - (lhs: UpdateCounts, rhs: UpdateCounts) -> UpdateCounts {
    UpdateCounts(
      labelWrites: lhs.labelWrites - rhs.labelWrites, boxSets: lhs.boxSets - rhs.boxSets,
      listenerCalls: lhs.listenerCalls - rhs.listenerCalls,
      trackedChanges: lhs.trackedChanges - rhs.trackedChanges,
      bodyEvaluations: lhs.bodyEvaluations - rhs.bodyEvaluations,
      layoutPasses: lhs.layoutPasses - rhs.layoutPasses, time: lhs.time - rhs.time)
  }
}
