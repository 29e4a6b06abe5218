import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

/// The checks that both golden suites run.
enum Golden {
  static let directory = GoldenFile.directory(beside: #filePath)

  @MainActor
  static func inProcess(_ scenario: Scenario, _ variant: WeatherVariant) async throws {
    let transcript = try await InProcess.run(scenario, variant)
    GoldenFile(directory: directory, name: scenario.goldenName)
      .check(transcript.text, label: "in-process \(variant.executable)")
  }

  @MainActor
  static func variantsAgree(_ scenario: Scenario) async throws {
    let first = WeatherVariant.all[0]
    let reference = try await InProcess.run(scenario, first)
    for variant in WeatherVariant.all.dropFirst() {
      let other = try await InProcess.run(scenario, variant)
      #expect(
        reference.text == other.text,
        "\(variant.executable) differs from \(first.executable):\n\(LineDiff.describe(expected: reference.text, actual: other.text))"
      )
    }
  }

  /// End to end with every line on stdin before the program starts, as `printf … |` gives
  /// them: each line then waits until every answer to the one before has landed, however fast
  /// the services answer, so the program prints the golden file's frames, in order.
  static func pipedAtOnce(_ scenario: Scenario, _ variant: WeatherVariant) async throws {
    let file = GoldenFile(directory: directory, name: scenario.goldenName)
    let expected = try #require(
      file.expected().flatMap(Transcript.init(text:)), "golden transcript missing or unreadable")
    let servers = try ScenarioServers(scenario, holding: false)
    defer { servers.stop() }
    let config = try TemporaryDirectory()
    let process = try await PlainProcess(
      executable: variant.executable, arguments: scenario.arguments,
      environment: servers.environment(configHome: config), typedAhead: scenario.lines)
    let (output, status) = try await process.finish()
    #expect(status == 0)
    let golden = expected.steps.map(\.output).joined()
    let diff = LineDiff.describe(expected: golden, actual: output)
    #expect(diff.isEmpty, "piped \(variant.executable) differs (- golden, + actual):\n\(diff)")
  }

  static func endToEnd(_ scenario: Scenario, _ variant: WeatherVariant) async throws {
    let file = GoldenFile(directory: directory, name: scenario.goldenName)
    let expected = try #require(
      file.expected().flatMap(Transcript.init(text:)), "golden transcript missing or unreadable")
    #expect(expected.inputs == scenario.lines, "the golden file was recorded from other input")
    // End to end, the loopback server holds the answers of a gated scenario.
    let servers = try ScenarioServers(scenario, holding: scenario.gated)
    defer { servers.stop() }
    // The saved places live in a fresh folder, never in the real home.
    let config = try TemporaryDirectory()
    let process = try await PlainProcess(
      executable: variant.executable, arguments: scenario.arguments,
      environment: servers.environment(configHome: config))
    var actual = Transcript(arguments: scenario.arguments, steps: [])
    var steps = expected.steps[...]
    // The frames of the step under way that were read before its releases.
    var early: (frames: Int, output: String)?
    func readStep() async throws {
      let next = steps.popFirst()
      let step = try #require(next, "the golden file has fewer steps than the run")
      let rest = try await process.readFrames(step.frameCount - (early?.frames ?? 0))
      actual.steps.append(.init(input: step.input, output: (early?.output ?? "") + rest))
      early = nil
    }
    // Each line is written once the frames of the step before it are out, as a person would
    // type after looking at the screen.
    for (index, action) in scenario.actions.enumerated() {
      switch action {
      case .enter(let line):
        try await readStep()
        process.write(line: line)
      case .release(let key) where scenario.releaseDrawsFrame:
        if early == nil {
          // The frames that the step draws before its answers come first, then one per answer.
          let step = try #require(steps.first, "the golden file has fewer steps than the run")
          let releases = scenario.actions[index...]
            .prefix { if case .enter = $0 { false } else { true } }
            .count { if case .release = $0 { true } else { false } }
          let before = step.frameCount - releases
          try #require(before >= 0, "the golden step has fewer frames than releases")
          early = (before, try await process.readFrames(before))
        }
        try await servers.held().release(key)
        early?.output += try await process.readFrames(1)
        early?.frames += 1
      case .release(let key):
        try await servers.held().release(key)
      case .waitFor(let key):
        try await servers.held().waitForHeld(key)
      case .type:
        Issue.record(
          "plain mode reads whole lines: a scenario that types key by key runs in-process only")
      }
    }
    try await readStep()
    let (rest, status) = try await process.finish()
    actual.steps[actual.steps.count - 1].output += rest
    #expect(status == 0)
    let diff = LineDiff.describe(expected: expected.text, actual: actual.text)
    #expect(diff.isEmpty, "end-to-end \(variant.executable) differs (- golden, + actual):\n\(diff)")
  }
}
