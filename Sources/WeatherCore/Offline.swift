import Foundation

extension WeatherClient {
  /// A weather service that makes up plausible **sample data**, with no network: these are not
  /// observations, and the screen's numbers are not the real weather.
  ///
  /// The answer is deterministic for a (location, time) pair, so tests and golden files can rely on
  /// it. The observation time is `now()` rounded down to the half hour, as stations report. The
  /// temperature follows a normal climate made from the place's latitude, elevation and distance
  /// from the ocean, the season (opposite in the southern hemisphere) and the local time of day in
  /// the place's own time zone, with warm and cold, wet and dry spells that last a few days (see
  /// `SampleWeather` and `SampleClimate`). The condition follows the day's cloudiness and agrees
  /// with the temperature (snow only in frost, thunder only when warm); the icon is the night
  /// variant between the computed sunset and sunrise. A report forecasts the day of the
  /// observation and the six after it, in the place's time zone, each with its low, high,
  /// condition and chance of precipitation; its first day's low and high are the observation's.
  /// Values come in the requested units.
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
  /// let days = try await weather.report(richmond, .imperial).forecast.get()
  /// ```
  public static func offline(
    now: @escaping @Sendable () -> Date, latency: Duration = .zero
  ) -> WeatherClient {
    WeatherClient(
      current: { location, units in
        let time = now()
        try await pause(for: latency)
        return SampleWeather.observation(at: location, time: time, units: units)
      },
      report: { location, units in
        let time = now()
        try await pause(for: latency)
        return SampleWeather.report(at: location, time: time, units: units)
      })
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
