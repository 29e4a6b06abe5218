import Testing
import WeatherApp

@Suite("End-to-end cases")
struct EndToEndCasesTests {
  @Test("under a sanitizer, every scenario still runs end to end, and every executable")
  func sanitizedCasesCoverEveryScenarioAndVariant() {
    for (scenarios, turn) in [
      (Scenario.all, 0), (Scenario.all.filter { !$0.gated }, 1), (Scenario.locations, 0),
    ] {
      let pairs = EndToEndCases.pairs(scenarios, turn: turn, sanitized: true)
      #expect(pairs.map(\.0.name) == scenarios.map(\.name))
      #expect(Set(pairs.map(\.1)) == Set(WeatherVariant.all))
    }
    #expect(
      EndToEndCases.pairs(Scenario.all, sanitized: false).count
        == Scenario.all.count * WeatherVariant.all.count)
  }

  @Test("a test that runs each variant once runs one of them under a sanitizer, in turn")
  func sanitizedVariantsTakeTurns() {
    #expect(EndToEndCases.variants(turn: 0, sanitized: false) == WeatherVariant.all)
    let turns = (0..<WeatherVariant.all.count).map {
      EndToEndCases.variants(turn: $0, sanitized: true)
    }
    #expect(turns == WeatherVariant.all.map { [$0] })
  }
}
