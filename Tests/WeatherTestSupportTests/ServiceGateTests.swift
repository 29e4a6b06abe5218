import Testing
import WeatherCore
import WeatherTestSupport

/// The test-support gate that the view-model and in-process golden tests hold answers with.
@MainActor
@Suite("ServiceGate")
struct ServiceGateTests {
  @Test("a gate that goes lets the calls it still holds through, and nothing keeps it alive")
  func goneGateLetsCallsThrough() async throws {
    var gate: ServiceGate? = ServiceGate()
    weak let weakGate = gate
    let geocoder = try #require(gate).hold(
      ServiceFakes.geocoder(["Paris": [ServiceFakes.paris]]))
    let call = Task { try await geocoder.search("Paris") }
    try await #require(gate).waitFor("geocode Paris")
    #expect(gate?.waiting == ["geocode Paris"])

    gate = nil
    // A held call that kept its gate alive would wait for ever below.
    try #require(weakGate == nil, "the held call keeps the gate alive")
    #expect(try await call.value == [ServiceFakes.paris])
    // A gate that has gone holds nothing back.
    #expect(try await geocoder.search("Paris") == [ServiceFakes.paris])
  }
}
