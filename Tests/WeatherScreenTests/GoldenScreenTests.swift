import Foundation
import Testing
import WeatherTestSupport

/// The golden suite: each scenario, run against every variant, in-process and end to end,
/// must print exactly the frames in its golden transcript. Re-record with `RECORD_GOLDEN=1`.
@Suite("Golden frames", .timeLimit(.minutes(3)))
struct GoldenScreenTests {
  static let golden = GoldenFile.directory(beside: #filePath)

  @Test("In-process frames match the golden file", arguments: Scenario.all, Variant.allCases)
  @MainActor
  func inProcess(scenario: Scenario, variant: Variant) async throws {
    let transcript = try await InProcess.run(scenario, variant)
    GoldenFile(directory: Self.golden, name: scenario.goldenName)
      .check(transcript.text, label: "in-process \(variant.rawValue)")
  }

  @Test("Every variant draws the frames that MVC draws", arguments: Scenario.all)
  @MainActor
  func variantsAgree(scenario: Scenario) async throws {
    let mvc = try await InProcess.run(scenario, .mvc)
    for variant in Variant.allCases where variant != .mvc {
      let other = try await InProcess.run(scenario, variant)
      let diff = LineDiff.describe(expected: mvc.text, actual: other.text)
      #expect(mvc.text == other.text, "\(variant.rawValue) differs (- weather-mvc, + it):\n\(diff)")
    }
  }

  @Test("End-to-end frames match the golden file", arguments: Scenario.all, Variant.allCases)
  func endToEnd(scenario: Scenario, variant: Variant) throws {
    let file = GoldenFile(directory: Self.golden, name: scenario.goldenName)
    let expected = try #require(
      file.expected().flatMap(Transcript.init(text:)), "golden transcript missing or unreadable")
    #expect(expected.inputs == scenario.lines, "the golden file was recorded from other input")
    // End to end, the loopback server holds the answers of a gated scenario.
    let servers = try ScenarioServers(scenario, holding: scenario.gated)
    defer { servers.stop() }
    let process = try PlainProcess(
      executable: variant.rawValue, arguments: scenario.arguments,
      environment: servers.environment)
    var actual = Transcript(arguments: scenario.arguments, steps: [])
    var steps = expected.steps[...]
    func readStep() throws {
      let next = steps.popFirst()
      let step = try #require(next, "the golden file has fewer steps than the run")
      actual.steps.append(.init(input: step.input, output: try process.readFrames(step.frameCount)))
    }
    // Each line is written once the frames of the step before it are out, as a person would
    // type after looking at the screen.
    for action in scenario.actions {
      switch action {
      case .enter(let line):
        try readStep()
        process.write(line: line)
      case .release(let key):
        try servers.held().release(key)
      case .waitFor(let key):
        try servers.held().waitForHeld(key)
      }
    }
    try readStep()
    let (rest, status) = try process.finish()
    actual.steps[actual.steps.count - 1].output += rest
    #expect(status == 0)
    let diff = LineDiff.describe(expected: expected.text, actual: actual.text)
    #expect(diff.isEmpty, "end-to-end \(variant.rawValue) differs (- golden, + actual):\n\(diff)")
  }
}
