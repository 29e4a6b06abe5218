import Dispatch
import WeatherCore

/// Holds service answers until a test lets them through, to stage answers in any order.
///
/// Wrap a client with ``hold(_:)-(GeocoderClient)``; each call then waits, under a key such as
/// `"geocode Tokyo"` or `"weather Tokyo, Japan"`, until ``release(_:)`` names it. Nothing
/// sleeps: a test decides exactly which answer arrives when.
///
/// ```swift
/// let gate = ServiceGate()
/// let geocoder = gate.hold(.offline(gazetteer: try .bundled()))
/// // … two changes later:
/// await gate.release("geocode Paris")
/// await gate.release("geocode Tokyo")  // the older answer arrives last
/// ```
@MainActor
public final class ServiceGate {
  private var held: [(key: String, continuation: CheckedContinuation<Void, Never>)] = []
  private var releasing: [(key: String, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a gate that holds nothing yet.
  public init() {}

  /// The keys of the calls waiting now, oldest first.
  public var waiting: [String] { held.map(\.key) }

  /// Makes a geocoder whose answers wait under "geocode TEXT".
  ///
  /// - Parameter geocoder: The geocoder that answers once let through.
  /// - Returns: The held geocoder.
  public nonisolated func hold(_ geocoder: GeocoderClient) -> GeocoderClient {
    GeocoderClient { text in
      let key = "geocode " + text
      await self.wait(key)
      do {
        let places = try await geocoder.search(text)
        await self.answered(key)
        return places
      } catch {
        await self.answered(key)
        throw error
      }
    }
  }

  /// Makes a weather service whose answers wait under "weather LOCATION NAME".
  ///
  /// - Parameter weather: The service that answers once let through.
  /// - Returns: The held service.
  public nonisolated func hold(_ weather: WeatherClient) -> WeatherClient {
    WeatherClient { location, units in
      let key = "weather " + location.name
      await self.wait(key)
      do {
        let data = try await weather.current(location, units)
        await self.answered(key)
        return data
      } catch {
        await self.answered(key)
        throw error
      }
    }
  }

  /// Lets the oldest call waiting under `key` through, and returns once its caller has
  /// handled the answer and the turn of the run loop that did so is over.
  ///
  /// - Parameter key: The call's key.
  /// - Returns: Whether a call was waiting under that key.
  /// A call that a task has been asked to make but has not made yet (the task is queued)
  /// is waited for, for a few turns of the run loop; a call that never comes is `false`.
  @discardableResult
  public func release(_ key: String) async -> Bool {
    var turns = 0
    while !held.contains(where: { $0.key == key }), turns < 8 {
      await Self.nextTurn()
      turns += 1
    }
    guard let index = held.firstIndex(where: { $0.key == key }) else { return false }
    let call = held.remove(at: index)
    await withCheckedContinuation { answered in
      releasing.append((key, answered))
      call.continuation.resume()
    }
    // The caller went on with the answer in the turn that resumed us; what it queued then
    // (a redraw) runs before this.
    await Self.nextTurn()
    return true
  }

  private static func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  private func wait(_ key: String) async {
    await withCheckedContinuation { held.append((key, $0)) }
  }

  private func answered(_ key: String) {
    guard let index = releasing.firstIndex(where: { $0.key == key }) else { return }
    releasing.remove(at: index).continuation.resume()
  }
}
