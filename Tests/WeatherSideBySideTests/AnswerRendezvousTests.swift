import Testing
import WeatherApp
import WeatherCore
import WeatherSideBySide

@Suite("Answer rendezvous")
@MainActor
struct AnswerRendezvousTests {
  let time = SimulatedTime()

  /// Lets every job that is queued on the main queue run, and the jobs that they queue.
  func turns() async {
    for _ in 0..<6 { await ScreenSession.nextTurn() }
  }

  /// Waits until `count` answers have landed, in any order: a resumed task runs when the
  /// runtime schedules it, not in the order of resumption.
  func landed(_ count: Int, in log: Log, sourceLocation: SourceLocation = #_sourceLocation)
    async -> Set<String>
  {
    let deadline = ContinuousClock.now + .seconds(30)
    while log.entries.count < count && ContinuousClock.now < deadline {
      await ScreenSession.nextTurn()
    }
    #expect(
      log.entries.count >= count, "waited 30 s for \(count) answers to land",
      sourceLocation: sourceLocation)
    return Set(log.entries)
  }

  func rendezvous(variants: Int = 2) -> AnswerRendezvous {
    AnswerRendezvous(
      variants: variants, latency: .milliseconds(5), grace: .milliseconds(100),
      clock: time.clock)
  }

  /// Asks the geocoder for `variant` and records its name once the answer lands.
  func ask(
    _ rendezvous: AnswerRendezvous, _ variant: Int, _ text: String = "Paris",
    into log: Log
  ) -> Task<Void, any Error> {
    let geocoder = rendezvous.hold(fakeEnvironment(), for: variant).geocoder
    return Task {
      let places = try await geocoder.search(text)
      log.entries.append("\(variant): \(places.first?.name ?? "none")")
    }
  }

  @Test("an answer waits for the latency and for every variant to ask, then all land together")
  func heldUntilEveryVariantAsks() async {
    let log = Log()
    let rendezvous = rendezvous()
    _ = ask(rendezvous, 0, into: log)
    await turns()
    time.advance(by: .milliseconds(50))
    await turns()
    #expect(log.entries.isEmpty, "variant 1 has not asked yet")
    _ = ask(rendezvous, 1, into: log)
    #expect(await landed(2, in: log) == ["0: Paris, France", "1: Paris, France"])
    #expect(!rendezvous.isHolding)
  }

  @Test("no answer lands before the latency has passed, even when every variant asked")
  func latencyFirst() async {
    let log = Log()
    let rendezvous = rendezvous()
    _ = ask(rendezvous, 0, into: log)
    _ = ask(rendezvous, 1, into: log)
    await turns()
    time.advance(by: .milliseconds(4))
    await turns()
    #expect(log.entries.isEmpty)
    time.advance(by: .milliseconds(1))
    #expect(await landed(2, in: log) == ["0: Paris, France", "1: Paris, France"])
  }

  @Test("a variant that never asks holds the others only until the grace has passed")
  func absentVariant() async {
    let log = Log()
    let rendezvous = rendezvous(variants: 3)
    _ = ask(rendezvous, 0, into: log)
    _ = ask(rendezvous, 2, into: log)
    await turns()
    time.advance(by: .milliseconds(104))
    await turns()
    #expect(log.entries.isEmpty)
    time.advance(by: .milliseconds(1))
    #expect(await landed(2, in: log) == ["0: Paris, France", "2: Paris, France"])
  }

  @Test("different questions meet in different rounds, and a cancelled one stops at once")
  func roundsAndCancellation() async {
    let log = Log()
    let rendezvous = rendezvous()
    let cancelled = ask(rendezvous, 0, "Richmond, VA", into: log)
    _ = ask(rendezvous, 0, into: log)
    _ = ask(rendezvous, 1, into: log)
    await turns()
    cancelled.cancel()
    await turns()
    #expect(await cancelled.result.failure is CancellationError)
    time.advance(by: .milliseconds(5))
    #expect(await landed(2, in: log) == ["0: Paris, France", "1: Paris, France"])
  }
}

/// What landed, in order.
@MainActor
final class Log {
  var entries: [String] = []
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
