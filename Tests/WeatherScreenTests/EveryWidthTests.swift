import Foundation
import Testing
import WeatherApp
import WeatherTestSupport
import WeatherViews

/// The declarative variant lays its screens out itself, from its bodies, where MVC's retained
/// views lay theirs out in `render()`: every golden scenario's frames, each drawn again at
/// every width that plain mode takes, must be the same in both.
// A guard against a hang, as the golden suite has. It compares layouts and nothing else, and
// every scenario it draws runs under each sanitizer in the golden suite already, so the
// sanitizer runs (scripts/sanitize), where it would take several times as long, leave it out.
@Suite(
  "Every width", .timeLimit(.minutes(20)),
  .enabled(if: ProcessInfo.processInfo.environment["WEATHER_SANITIZER"] == nil))
struct EveryWidthTests {
  @Test(
    "every golden scenario's frames are the same at every width in the declarative variant and MVC",
    arguments: Scenario.all)
  @MainActor
  func everyWidth(scenario: Scenario) async throws {
    let widths = ScreenViewWidths.all
    let mvc = try await InProcess.run(scenario, .named("mvc"), comparing: widths)
    let declarative = try await InProcess.run(scenario, .named("declarative"), comparing: widths)
    #expect(mvc.transcript.text == declarative.transcript.text)
    #expect(mvc.framesAtEveryWidth.count == declarative.framesAtEveryWidth.count)
    #expect(!mvc.framesAtEveryWidth.isEmpty)
    for (index, (expected, actual)) in zip(mvc.framesAtEveryWidth, declarative.framesAtEveryWidth)
      .enumerated() where expected != actual
    {
      let width = widths.lowerBound + index % widths.count
      let diff = LineDiff.describe(expected: expected, actual: actual)
      Issue.record(
        "frame \(index / widths.count + 1) at width \(width) differs (- MVC, + declarative):\n\(diff)"
      )
      break
    }
  }
}

/// The widths that plain mode takes with `--width`.
enum ScreenViewWidths {
  @MainActor static let all = ScreenView.minimumWidth...WeatherOptions.maximumWidth
}
