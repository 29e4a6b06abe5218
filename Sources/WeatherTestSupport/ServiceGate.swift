import Dispatch
import WeatherCore

/// Holds service answers until a test lets them through, to stage answers in any order.
///
/// Wrap a client with ``hold(_:)-(GeocoderClient)``; each call then waits, under a key such as
/// `"geocode Tokyo"` or `"weather Tokyo, Japan"`, until ``release(_:within:)`` names it.
/// Nothing sleeps: a test decides exactly which answer arrives when.
///
/// The held clients refer to the gate weakly, so a test's view models and their tasks never
/// keep it alive. A gate that goes lets every call it still holds through, so that no task
/// waits for ever on a gate that nobody can release any more; once it has gone, the clients
/// answer at once.
///
/// ```swift
/// let gate = ServiceGate()
/// let geocoder = gate.hold(.offline(gazetteer: try .bundled()))
/// // … two changes later:
/// try await gate.release("geocode Paris")
/// try await gate.release("geocode Tokyo")  // the older answer arrives last
/// ```
@MainActor
public final class ServiceGate {
  private var held: [(key: String, continuation: CheckedContinuation<Void, Never>)] = []
  private var releasing: [(key: String, continuation: CheckedContinuation<Void, Never>)] = []
  private var arrivals: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextArrival = 0

  /// Creates a gate that holds nothing yet.
  public init() {}

  // Only held calls can be pending here: a release or a wait for a call keeps the gate alive.
  deinit {
    for call in held { call.continuation.resume() }
  }

  /// The keys of the calls waiting now, oldest first.
  public var waiting: [String] { held.map(\.key) }

  /// The key of every call made through the gate so far, released or not, oldest first.
  public private(set) var history: [String] = []

  /// A release whose call did not arrive in time.
  public struct NotWaiting: Error, CustomStringConvertible {
    /// The key that was to be released.
    public var key: String
    /// The deadline that passed, in seconds.
    public var seconds: Double
    /// The keys waiting instead.
    public var waiting: [String]
    /// Every call made through the gate so far.
    public var history: [String]

    /// What was awaited and what the gate held instead, for a test failure.
    public var description: String {
      "No call under '\(key)' within \(seconds) s. Waiting instead: \(waiting); "
        + "every call so far: \(history)"
    }
  }

  /// Makes a geocoder whose answers wait under "geocode TEXT".
  ///
  /// - Parameter geocoder: The geocoder that answers once let through.
  /// - Returns: The held geocoder.
  public nonisolated func hold(_ geocoder: GeocoderClient) -> GeocoderClient {
    let gate = WeakGate(self)
    return GeocoderClient { text in
      let key = "geocode " + text
      await gate.wait(key)
      do {
        let places = try await geocoder.search(text)
        await gate.answered(key)
        return places
      } catch {
        await gate.answered(key)
        throw error
      }
    }
  }

  /// Makes a weather service whose answers wait under "weather LOCATION NAME", both the
  /// current conditions of a list's cell and the report of a weather screen.
  ///
  /// - Parameter weather: The service that answers once let through.
  /// - Returns: The held service.
  public nonisolated func hold(_ weather: WeatherClient) -> WeatherClient {
    let gate = WeakGate(self)
    return WeatherClient(
      current: { location, units in
        try await gate.held("weather " + location.name) {
          try await weather.current(location, units)
        }
      },
      report: { location, units in
        try await gate.held("weather " + location.name) {
          try await weather.report(location, units)
        }
      })
  }

  /// Lets the oldest call waiting under `key` through, and returns once its caller has
  /// handled the answer and the turn of the run loop that did so is over.
  ///
  /// A call that a task is about to make (the task is queued, or waits for another answer
  /// first) is waited for, up to the deadline.
  ///
  /// - Parameters:
  ///   - key: The call's key.
  ///   - seconds: How long to wait for the call to arrive: a guard against a hang, not a
  ///     measurement.
  /// - Throws: ``NotWaiting`` when no call arrived under `key` in time.
  public func release(_ key: String, within seconds: Double = 30) async throws(NotWaiting) {
    try await waitFor(key, within: seconds)
    guard let index = held.firstIndex(where: { $0.key == key }) else { return }
    let call = held.remove(at: index)
    await withCheckedContinuation { answered in
      releasing.append((key, answered))
      call.continuation.resume()
    }
    // The caller went on with the answer in the turn that resumed us; what it queued then
    // (a redraw) runs before this.
    await MainQueue.nextTurn()
  }

  /// Returns once a call waits under `key`, without letting it through.
  ///
  /// - Parameters:
  ///   - key: The call's key.
  ///   - seconds: How long to wait at most: a guard against a hang, not a measurement.
  /// - Throws: ``NotWaiting`` when no call arrived under `key` in time.
  public func waitFor(_ key: String, within seconds: Double = 30) async throws(NotWaiting) {
    let deadline = DispatchTime.now() + seconds
    while !held.contains(where: { $0.key == key }) {
      guard DispatchTime.now() < deadline else {
        throw NotWaiting(key: key, seconds: seconds, waiting: waiting, history: history)
      }
      // Woken by the next call that arrives, or by the deadline.
      let id = nextArrival
      nextArrival += 1
      await withCheckedContinuation { arrival in
        arrivals[id] = arrival
        // Weak: a gate that is done with must not live on until the deadline.
        DispatchQueue.main.asyncAfter(deadline: deadline) { [weak self] in
          MainActor.assumeIsolated { self?.arrivals.removeValue(forKey: id)?.resume() }
        }
      }
    }
  }

  private func arrive(_ key: String, _ continuation: CheckedContinuation<Void, Never>) {
    history.append(key)
    held.append((key, continuation))
    let woken = arrivals.values
    arrivals.removeAll()
    for arrival in woken { arrival.resume() }
  }

  private func answered(_ key: String) {
    guard let index = releasing.firstIndex(where: { $0.key == key }) else { return }
    releasing.remove(at: index).continuation.resume()
  }

  /// The gate as its held clients see it.
  ///
  /// A held call's task waits inside ``wait(_:)``, and a task keeps alive what its frames
  /// refer to. Were that the gate, a gate whose calls are still held when its test ends would
  /// keep those tasks, and they the gate, for ever; so the strong reference lasts only while a
  /// call is handed over.
  private final class WeakGate: Sendable {
    weak let gate: ServiceGate?

    init(_ gate: ServiceGate) {
      self.gate = gate
    }

    /// Returns when the gate lets the call under `key` through, or at once if it has gone.
    @MainActor func wait(_ key: String) async {
      await withCheckedContinuation { continuation in
        guard let gate else { return continuation.resume() }
        gate.arrive(key, continuation)
      }
    }

    /// Tells the gate, if it is still there, that the call under `key` has its answer.
    @MainActor func answered(_ key: String) {
      gate?.answered(key)
    }

    /// Waits under `key`, then makes the call and tells the gate that it has its answer,
    /// whether it returned or threw.
    @MainActor func held<Answer>(
      _ key: String, _ call: @MainActor () async throws -> Answer
    ) async throws -> Answer {
      await wait(key)
      do {
        let answer = try await call()
        answered(key)
        return answer
      } catch {
        answered(key)
        throw error
      }
    }
  }
}
