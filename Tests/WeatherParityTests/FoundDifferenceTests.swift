import Foundation
import Testing
import WeatherGazetteer
import WeatherParity
import WeatherSideBySide
import WeatherTestSupport

/// The differences that the fuzzer found in side by side, each kept as a golden case: every
/// update identical, and the frames as recorded.
@Suite("Differences the fuzzer found", .timeLimit(.minutes(5)))
@MainActor
struct FoundDifferenceTests {
  static let golden = GoldenFile.directory(beside: #filePath)

  /// Plays a session in-process and checks its frames against a golden file.
  func check(_ session: ParitySession, golden name: String) async throws {
    let folder = try TemporaryDirectory()
    let run = await InProcessRun(
      session, variants: SideBySideVariant.all, gazetteer: try .bundled(), folder: folder.url)
    #expect(run.difference == nil, "\(run.difference ?? "")")
    let text = run.updates.enumerated().map { index, update in
      "update \(index + 1): \(update.verdict)\n" + (update.frames[0]?.text ?? "no frame") + "\n"
    }.joined(separator: "\n")
    GoldenFile(directory: Self.golden, name: name).check(text)
  }

  @Test("each variant saves into its own copy of the file: all four add Oslo")
  func eachVariantSavesItsOwnPlaces() async throws {
    var session = ParitySession(steps: [.line("Oslo"), .line(":save")])
    session.savedFile = .places(["Paris, France"])
    try await check(session, golden: "save-oslo.txt")
  }

  @Test("with latency, answers land in the same turn for every variant")
  func latencyAgrees() async throws {
    var session = ParitySession(steps: [
      .line("xyzzy"), .wait(1), .line("7"), .line("Bangkok"), .wait(1), .line(":remove 1"),
    ])
    session.screen = "locations"
    session.latency = 1
    try await check(session, golden: "latency-list.txt")
  }

  @Test("a line waits until every variant has drawn what the one before brought")
  func linesWaitForTheScreenToSettle() async throws {
    var session = ParitySession(steps: [.line("Moonak"), .bytes([0xD8])])
    session.screen = "locations"
    try await check(session, golden: "settle-before-next-line.txt")
  }
}
