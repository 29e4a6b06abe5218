import Testing
import WeatherApp

/// The saved places' golden suite, apart from the weather screen's and in a file of its own, so
/// that a tutorial chain about the weather screen alone can leave it out (`--filter
/// GoldenScreenTests` matches test names and source files).
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Golden frames: saved places", .timeLimit(.minutes(20)))
struct LocationsGoldenTests {
  @Test(
    "In-process frames match the golden file", arguments: Scenario.locations, WeatherVariant.all)
  @MainActor
  func inProcess(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.inProcess(scenario, variant)
  }

  @Test("Every variant draws identical frames", arguments: Scenario.locations)
  @MainActor
  func variantsAgree(scenario: Scenario) async throws {
    try await Golden.variantsAgree(scenario)
  }

  @Test(
    "End-to-end frames match the golden file", arguments: EndToEndCases.pairs(Scenario.locations))
  func endToEnd(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.endToEnd(scenario, variant)
  }
}
