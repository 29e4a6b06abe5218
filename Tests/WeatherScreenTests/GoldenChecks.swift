import Foundation
import Testing
import WeatherTestSupport

/// The checks that both golden suites run.
enum Golden {
  static let directory = GoldenFile.directory(beside: #filePath)

  @MainActor
  static func inProcess(_ scenario: Scenario, _ variant: Variant) async throws {
    let transcript = try await InProcess.run(scenario, variant)
    GoldenFile(directory: directory, name: scenario.goldenName)
      .check(transcript.text, label: "in-process \(variant.rawValue)")
  }

  @MainActor
  static func variantsAgree(_ scenario: Scenario) async throws {
    let reference = try await InProcess.run(scenario, .mvc)
    for variant in Variant.allCases.dropFirst() {
      let other = try await InProcess.run(scenario, variant)
      #expect(
        reference.text == other.text,
        "\(variant.rawValue) differs from weather-mvc:\n\(LineDiff.describe(expected: reference.text, actual: other.text))"
      )
    }
  }

  static func endToEnd(_ scenario: Scenario, _ variant: Variant) throws {
    let file = GoldenFile(directory: directory, name: scenario.goldenName)
    let expected = try #require(
      file.expected().flatMap(Transcript.init(text:)), "golden transcript missing or unreadable")
    #expect(expected.inputs == scenario.lines, "the golden file was recorded from other input")
    let holding = scenario.gated && scenario.forecastServer
    let server = scenario.forecastServer ? try ForecastServer(holding: holding) : nil
    defer { server?.server.stop() }
    // The saved places live in a fresh folder, never in the real home.
    let config = try TemporaryDirectory()
    let process = try PlainProcess(
      executable: variant.rawValue, arguments: scenario.arguments,
      environment: ["XDG_CONFIG_HOME": config.url.path].merging(server?.environment ?? [:]) {
        $1
      })
    var actual = Transcript(arguments: scenario.arguments, steps: [])
    // Each line is written once the frames of the step before it are out, as a person would
    // type after looking at the screen. A holding server lets one answer through at a time,
    // each after the frame that the one before it drew.
    var actions = scenario.actions[...]
    for step in expected.steps {
      if let input = step.input {
        // Without a holding server, releases happen by themselves, through --latency.
        while let action = actions.popFirst() {
          guard case .enter(let line) = action else { continue }
          process.write(line: line)
          #expect(line == input)
          break
        }
      }
      var releases: [String] = []
      while holding, case .release(let key) = actions.first {
        releases.append(key)
        actions.removeFirst()
      }
      var frames = try process.readFrames(max(0, step.frameCount - releases.count))
      for key in releases {
        server?.release(key)
        frames += try process.readFrames(1)
      }
      actual.steps.append(.init(input: step.input, output: frames))
    }
    let (rest, status) = process.finish()
    actual.steps[actual.steps.count - 1].output += rest
    #expect(status == 0)
    let diff = LineDiff.describe(expected: expected.text, actual: actual.text)
    #expect(diff.isEmpty, "end-to-end \(variant.rawValue) differs (- golden, + actual):\n\(diff)")
  }
}
