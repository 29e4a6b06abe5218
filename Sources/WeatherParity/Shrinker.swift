/// Makes a session that shows a difference smaller while it still shows one: fewer steps,
/// simpler settings, shorter lines.
///
/// ```swift
/// let small = await Shrinker { await fuzzer.difference(in: $0) != nil }.shrink(session)
/// ```
@MainActor
public struct Shrinker {
  /// Whether a session still shows the difference.
  public var fails: @MainActor (ParitySession) async -> Bool

  /// Creates a shrinker.
  ///
  /// - Parameter fails: Whether a session still shows the difference.
  public init(fails: @escaping @MainActor (ParitySession) async -> Bool) {
    self.fails = fails
  }

  /// The smallest session found that still fails; `session` itself must fail.
  ///
  /// - Parameter session: A failing session.
  /// - Returns: A failing session no larger than it.
  public func shrink(_ session: ParitySession) async -> ParitySession {
    var best = session
    var shrunk = true
    while shrunk {
      shrunk = false
      // Whole runs of steps first, halving the run each time.
      var run = max(1, best.steps.count / 2)
      while run >= 1 {
        var start = 0
        while start < best.steps.count {
          var candidate = best
          candidate.steps.removeSubrange(start..<min(start + run, best.steps.count))
          if await fails(candidate) {
            best = candidate
            shrunk = true
          } else {
            start += run
          }
        }
        run /= 2
      }
      for candidate in simpler(best) where await fails(candidate) {
        best = candidate
        shrunk = true
        break
      }
    }
    return best
  }

  /// Sessions one simplification away: a setting back to its default, a fault fewer, a line
  /// shorter.
  func simpler(_ session: ParitySession) -> [ParitySession] {
    let plain = ParitySession()
    var candidates: [ParitySession] = []
    func with(_ change: (inout ParitySession) -> Void) {
      var candidate = session
      change(&candidate)
      if candidate != session { candidates.append(candidate) }
    }
    with {
      $0.latency = 0
      $0.steps.removeAll { if case .wait = $0 { true } else { false } }
    }
    for index in session.faults.indices { with { $0.faults.remove(at: index) } }
    with { $0.savedFile = .missing }
    with { $0.location = nil }
    with { $0.width = plain.width }
    with { $0.units = plain.units }
    with { $0.now = plain.now }
    with { $0.screen = plain.screen }
    for (index, step) in session.steps.enumerated() {
      guard case .bytes(let line) = step, !line.isEmpty else { continue }
      with { $0.steps[index] = .bytes(Array(line.prefix(line.count / 2))) }
      with { $0.steps[index] = .bytes(Array(line.dropFirst(line.count / 2))) }
    }
    return candidates
  }
}
