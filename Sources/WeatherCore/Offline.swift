import Foundation

extension WeatherClient {
  /// A weather service that makes up plausible **sample data**, with no network: these are not
  /// observations, and the screen's numbers are not the real weather.
  ///
  /// The answer is deterministic for a (location, time) pair, so tests and golden files can rely on
  /// it. The observation time is `now()` rounded down to the half hour, as stations report. The
  /// temperature follows latitude, the season (opposite in the southern hemisphere) and the local
  /// time of day in the place's own time zone, with a day-to-day wobble; the condition is drawn from
  /// the Weatherbit codes by a stable hash of the place (to 0.1°), the day and the hour, and agrees
  /// with the temperature (snow only in frost, thunder only when warm); the icon is the night
  /// variant between the computed sunset and sunrise. Values come in the requested units.
  ///
  /// - Parameters:
  ///   - now: The clock; pass a fixed date for reproducible output.
  ///   - latency: A real pause before each answer, so that a person can see "Loading…";
  ///     cancelling the calling task ends the pause with `CancellationError`.
  /// - Returns: A weather service that never fails except by cancellation.
  ///
  /// ```swift
  /// let weather = WeatherClient.offline(now: { Date() }, latency: .milliseconds(300))
  /// let data = try await weather.current(richmond, .imperial)
  /// ```
  public static func offline(
    now: @escaping @Sendable () -> Date, latency: Duration = .zero
  ) -> WeatherClient {
    WeatherClient { location, units in
      let time = now()
      try await pause(for: latency)
      return SampleWeather.observation(at: location, time: time, units: units)
    }
  }
}

/// Sleeps for a simulated network delay; a cancelled task stops sleeping at once and throws.
/// Without a delay it answers at once, like a cache hit, even in a cancelled task.
///
/// It runs on the caller's actor, as the clients' closures do, so that an answer without a
/// delay costs the caller no hop and lands in the same turn of its run loop.
nonisolated(nonsending) private func pause(for latency: Duration) async throws {
  if latency > .zero {
    try await Task.sleep(for: latency)
  }
}
