import Foundation
import WeatherApp

/// The cases of the end-to-end tests that start an executable for each one.
///
/// The plain run (the README's `swift test`) takes every scenario through every variant. Under
/// a sanitizer (`scripts/sanitize` sets `WEATHER_SANITIZER`), a process costs several times
/// the processor time, so each scenario goes through one variant, the variants taken in turn:
/// every executable and every scenario still run end to end under the sanitizer, and what each
/// variant draws for every scenario is still checked there by the in-process tests.
enum EndToEndCases {
  /// Whether the suite runs under a sanitizer.
  static let isSanitized = ProcessInfo.processInfo.environment["WEATHER_SANITIZER"] != nil

  /// Each scenario with every variant, or, sanitized, with one: the variant after `turn`'s
  /// for each scenario after the first.
  static func pairs(
    _ scenarios: [Scenario], turn: Int = 0, sanitized: Bool = isSanitized
  ) -> [(Scenario, WeatherVariant)] {
    guard sanitized else {
      return scenarios.flatMap { scenario in WeatherVariant.all.map { (scenario, $0) } }
    }
    return scenarios.enumerated().map { index, scenario in
      (scenario, WeatherVariant.all[(turn + index) % WeatherVariant.all.count])
    }
  }

  /// The variants of a test that runs each variant once: all of them, or, sanitized, the one
  /// whose turn it is.
  static func variants(turn: Int, sanitized: Bool = isSanitized) -> [WeatherVariant] {
    sanitized ? [WeatherVariant.all[turn % WeatherVariant.all.count]] : WeatherVariant.all
  }
}
