import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

/// The golden suite: each scenario, run against every variant, in-process and end to end,
/// must print exactly the frames in its golden transcript (under a sanitizer, end to end takes
/// one variant a scenario: ``EndToEndCases``). Re-record with `RECORD_GOLDEN=1`.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Golden frames", .timeLimit(.minutes(20)))
struct GoldenScreenTests {
  @Test("In-process frames match the golden file", arguments: Scenario.all, WeatherVariant.all)
  @MainActor
  func inProcess(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.inProcess(scenario, variant)
  }

  @Test("Every variant draws identical frames", arguments: Scenario.all)
  @MainActor
  func variantsAgree(scenario: Scenario) async throws {
    try await Golden.variantsAgree(scenario)
  }

  @Test("End-to-end frames match the golden file", arguments: EndToEndCases.pairs(Scenario.all))
  func endToEnd(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.endToEnd(scenario, variant)
  }

  @Test(
    "Input piped in at once prints the golden frames, whenever the services answer",
    arguments: EndToEndCases.pairs(Scenario.all.filter { !$0.gated }, turn: 1))
  func pipedAtOnce(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.pipedAtOnce(scenario, variant)
  }
}
