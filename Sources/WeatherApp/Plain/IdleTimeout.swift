/// The screen did not settle in time: what ``ScreenSession/waitUntilIdle(within:)`` was still
/// waiting for when its deadline passed.
public struct IdleTimeout: Error, Equatable, CustomStringConvertible {
  /// The deadline that passed, in seconds.
  public var seconds: Double
  /// The service calls still in flight, oldest first, such as `"geocode Paris"`.
  public var callsInFlight: [String]
  /// Whether a change was still waiting to be drawn.
  public var frameWaiting: Bool

  /// What was pending, for a test failure.
  public var description: String {
    let calls = callsInFlight.isEmpty ? "none" : callsInFlight.joined(separator: ", ")
    return "The screen was not idle after \(seconds) s. Service calls in flight: \(calls); "
      + (frameWaiting ? "a frame was waiting to be drawn." : "no frame was waiting to be drawn.")
  }
}
