import Foundation
import Testing
import WeatherTestSupport

// A guard against a hang (a program that opened the FIFO would wait for a writer). A test's
// time counts its turn in the queue for the process slots.
@Suite("weather-side-by-side's --locations-file", .timeLimit(.minutes(20)))
struct LocationsFileTests {
  @Test("--locations-file naming a FIFO exits 2 at start and leaves it as it was")
  func fifoRefused() async throws {
    let folder = try TemporaryDirectory()
    let fifo = try folder.makeFIFO("places.json")

    let run = try await ProcessRun(
      executable: "weather-side-by-side",
      arguments: ["--plain", "--locations-file", fifo.path], input: "Oslo\n")

    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.hasPrefix(
        "weather-side-by-side: the saved places' file \(fifo.path) is a FIFO, not a regular file"))
    #expect(folder.nodeKind("places.json") == "FIFO")
    #expect(folder.names() == ["places.json"])
  }
}
