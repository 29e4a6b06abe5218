import Dispatch
import WeatherCore

/// Holds each variant's service answers until every variant has the answer to the same
/// question, then hands them all on in one turn of the main queue.
///
/// Each variant has services of its own. Without this, an answer with latency (or from the
/// network) lands when that variant's own timer fires, so one variant may see it before a
/// line is typed and another after, and their frames part by accident of timing.
///
/// The rule:
/// - A question is its service, its text or place, and its units, such as
///   `geocode Paris`. The n-th time a variant asks a question meets the n-th time every other
///   variant asks it: that is one round.
/// - Each variant's own service answers as soon as it is asked; the answer is held.
/// - A round is released once the latency has passed since its first question and every
///   variant has its answer (or gave up: a cancelled task stops waiting at once, as a
///   cancelled sleep does). A variant that has not asked by `latency + grace` is left out, so
///   a variant that never asks holds no one up for long.
/// - On release every held answer is handed on at once. Each variant's task then runs when
///   the runtime schedules it, which need not be in the variants' order; ``resuming`` counts
///   those not yet run, so that a side-by-side session lets nothing else reach the variants
///   until all have.
///
/// ```swift
/// let rendezvous = AnswerRendezvous(variants: 3, latency: .milliseconds(400))
/// let held = rendezvous.hold(environment, for: 0)
/// ```
@MainActor
public final class AnswerRendezvous {
  /// How many variants meet.
  public let variants: Int
  /// How long after its first question a round is released, at the earliest.
  public let latency: Duration
  /// How much longer a round waits for a variant that has not asked yet.
  public let grace: Duration
  private let clock: AnswerClock
  private var rounds: [Round] = []
  private var nextRound = 0
  /// Counts every question, held answer and release, so that a driver can tell when nothing
  /// moves any more.
  public private(set) var events = 0
  /// Hands on a round that is ready; by default in a turn of its own, since the round may be
  /// ready inside a variant's own question. A side-by-side session releases rounds one at a
  /// time, each once the variants have drawn what the one before brought.
  var onReady: @MainActor (_ release: @escaping @MainActor () -> Void) -> Void = { release in
    Task { @MainActor in release() }
  }

  private struct Round {
    let id: Int
    let question: String
    var slots: [Slot]
    var latencyPassed = false
    var gracePassed = false
    var isReady = false
  }

  private enum Slot {
    /// This variant has not asked yet.
    case absent
    /// Its own service is answering.
    case asking
    /// Its answer is held.
    case held(CheckedContinuation<Void, any Error>)
    /// It has its answer, or gave up.
    case done
  }

  /// Creates a rendezvous for `variants` variants.
  ///
  /// - Parameters:
  ///   - variants: How many variants meet.
  ///   - latency: The least time from a round's first question to its answers.
  ///   - grace: How much longer a round waits for a variant that has not asked.
  ///   - clock: The timers: real time, or ``SimulatedTime``.
  public init(
    variants: Int, latency: Duration, grace: Duration = .seconds(1), clock: AnswerClock = .live
  ) {
    self.variants = variants
    self.latency = latency
    self.grace = grace
    self.clock = clock
  }

  /// Whether any round is still open.
  public var isHolding: Bool { !rounds.isEmpty }

  /// How many answers have been handed on whose tasks have not run yet.
  ///
  /// A resumed task does not run in a turn of the main queue that one can count on: the
  /// runtime may schedule it behind main-queue work queued after the resumption. So a driver
  /// waits for this to reach zero rather than for a number of turns.
  public private(set) var resuming = 0

  /// Whether some variant's own service is still answering a question.
  public var isAsking: Bool {
    rounds.contains { $0.slots.contains { if case .asking = $0 { true } else { false } } }
  }

  /// A variant's services, each answer held until its round is released.
  ///
  /// - Parameters:
  ///   - environment: The variant's own services.
  ///   - variant: The variant's index.
  /// - Returns: The same services, held.
  public func hold(_ environment: WeatherEnvironment, for variant: Int) -> WeatherEnvironment {
    var held = environment
    let geocoder = environment.geocoder
    let weather = environment.weather
    held.geocoder = GeocoderClient { text in
      try await self.meet("geocode \(text)", variant: variant) { try await geocoder.search(text) }
    }
    held.weather = WeatherClient(
      current: { location, units in
        try await self.meet("current \(location.name) \(units)", variant: variant) {
          try await weather.current(location, units)
        }
      },
      report: { location, units in
        try await self.meet("report \(location.name) \(units)", variant: variant) {
          try await weather.report(location, units)
        }
      })
    return held
  }

  /// Asks `question` for `variant`: gets the answer from `call` at once, and returns it when
  /// the round is released.
  func meet<Answer>(
    _ question: String, variant: Int, _ call: @MainActor () async throws -> Answer
  ) async throws -> Answer {
    let round = join(question, variant: variant)
    let answer: Result<Answer, any Error>
    do {
      answer = .success(try await call())
    } catch {
      answer = .failure(error)
    }
    try await wait(round: round, variant: variant)
    return try answer.get()
  }

  private func join(_ question: String, variant: Int) -> Int {
    events += 1
    if let index = rounds.firstIndex(where: {
      guard $0.question == question, case .absent = $0.slots[variant] else { return false }
      return true
    }) {
      rounds[index].slots[variant] = .asking
      return rounds[index].id
    }
    let id = nextRound
    nextRound += 1
    var slots = Array(repeating: Slot.absent, count: variants)
    slots[variant] = .asking
    rounds.append(Round(id: id, question: question, slots: slots))
    clock.schedule(latency) { [weak self] in
      self?.update(id) { $0.latencyPassed = true }
    }
    clock.schedule(latency + grace) { [weak self] in
      self?.update(id) { $0.gracePassed = true }
    }
    return id
  }

  private func wait(round id: Int, variant: Int) async throws {
    if Task.isCancelled {
      update(id) { $0.slots[variant] = .done }
      throw CancellationError()
    }
    defer {
      resuming -= 1
      events += 1
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        events += 1
        update(id) { $0.slots[variant] = .held(continuation) }
      }
    } onCancel: {
      // The handler runs on the canceller's thread; the round is the main actor's. By the
      // time this runs, the answer is held (the body above stores it before suspending), or
      // the round was released.
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.giveUp(round: id, variant: variant) }
      }
    }
  }

  private func giveUp(round id: Int, variant: Int) {
    update(id) { round in
      guard case .held(let continuation) = round.slots[variant] else { return }
      round.slots[variant] = .done
      resuming += 1
      continuation.resume(throwing: CancellationError())
    }
  }

  /// Changes a round that is still open, then releases it if it is ready.
  private func update(_ id: Int, _ change: (inout Round) -> Void) {
    guard let index = rounds.firstIndex(where: { $0.id == id }) else { return }
    change(&rounds[index])
    let round = rounds[index]
    guard round.latencyPassed, !round.isReady else { return }
    for slot in round.slots {
      switch slot {
      case .asking: return
      case .absent where !round.gracePassed: return
      case .absent, .held, .done: continue
      }
    }
    rounds[index].isReady = true
    onReady { [weak self] in self?.release(id) }
  }

  private func release(_ id: Int) {
    guard let index = rounds.firstIndex(where: { $0.id == id }) else { return }
    let round = rounds.remove(at: index)
    events += 1
    for case .held(let continuation) in round.slots {
      resuming += 1
      continuation.resume()
    }
  }
}
