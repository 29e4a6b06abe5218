import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

/// Suggestions as you type, which only interactive mode shows: in-process goldens that type key
/// by key, and a plain run that shows none.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Golden frames: typing", .timeLimit(.minutes(20)))
struct TypingGoldenTests {
  @Test("In-process frames match the golden file", arguments: Scenario.typing, WeatherVariant.all)
  @MainActor
  func inProcess(scenario: Scenario, variant: WeatherVariant) async throws {
    try await Golden.inProcess(scenario, variant)
  }

  @Test("Every variant draws identical frames", arguments: Scenario.typing)
  @MainActor
  func variantsAgree(scenario: Scenario) async throws {
    try await Golden.variantsAgree(scenario)
  }

  @Test("Tab's suggestion is a place that the screen then finds", arguments: WeatherVariant.all)
  @MainActor
  func firstSuggestionIsFound(variant: WeatherVariant) async throws {
    let transcript = try await InProcess.run(Scenario.typing[0], variant)
    let paris = try #require(transcript.steps.first { $0.input == "Paris, France" })
    #expect(paris.output.contains("│ Paris, France"))
    #expect(!paris.output.contains("Not found"))
  }

  @Test("plain mode shows no suggestions", arguments: WeatherVariant.all)
  func plainModeShowsNone(variant: WeatherVariant) async throws {
    let process = try await PlainProcess(executable: variant.executable, arguments: Scenario.now)
    process.write(line: "Par")
    process.closeInput()
    let (output, status) = try await process.finish()
    #expect(status == 0)
    // In every frame the prompt's line is followed at once by the bottom border.
    let lines = output.split(separator: "\n").map(String.init)
    for (index, line) in lines.enumerated() where line.contains("Change location ›") {
      #expect(lines[index + 1].hasPrefix("╰"), "a line under the prompt: \(lines[index + 1])")
    }
    #expect(output.contains("Change location ›"))
  }
}
