import Testing
import WeatherGazetteer
import WeatherParity

@Suite("Session grammar")
struct GrammarTests {
  @Test("the same seed gives the same session, and other seeds other sessions")
  func deterministic() throws {
    let grammar = SessionGrammar(gazetteer: try .bundled())
    #expect(grammar.session(seed: 7) == grammar.session(seed: 7))
    let sessions = Set((1...50).map { grammar.session(seed: $0).replayCode })
    #expect(sessions.count == 50)
  }
}
