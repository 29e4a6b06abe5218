import Testing
import WeatherCore

@Suite("Service messages")
struct ServiceMessageTests {
  @Test(
    "a service's error shows its own message",
    arguments: [ServiceError.connectionRefused, .timeout, .http(status: 503), .noData])
  func serviceError(error: ServiceError) {
    #expect((error as any Error).serviceMessage == error.message)
  }

  @Test("an error that no service phrased shows as unexpected")
  func otherError() {
    #expect(CancellationError().serviceMessage == "unexpected error")
  }
}
