import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

/// `--locations-file` that is not simply a regular file, through the built executables: a
/// symbolic link is written through, and what is not a regular file is refused at start.
// A guard against a hang (a program that opened the FIFO would wait for a writer). A test's
// time counts its turn in the queue for the process slots.
@Suite("Saved places behind a link, or not a file, end to end", .timeLimit(.minutes(20)))
struct SavedPlacesPathTests {
  @Test(
    ":save through a symbolic link writes the place into the file it leads to, keeps its permissions, and leaves the link a link",
    arguments: WeatherVariant.all)
  func saveThroughLink(variant: WeatherVariant) async throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.file("dotfiles"), withIntermediateDirectories: false)
    let target = folder.file("dotfiles/places.json")
    try Data(#"{"version": 1, "locations": []}"#.utf8).write(to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    let link = folder.file("places.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "dotfiles/places.json")

    let run = try await ProcessRun(
      executable: variant.executable, arguments: Scenario.now + ["--locations-file", link.path],
      input: "Oslo\n:save\n")

    #expect(run.status == 0)
    #expect(run.standardOutput.contains("Added Oslo, Norway."))
    #expect(folder.nodeKind("places.json") == "symbolic link")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        == "dotfiles/places.json")
    #expect(try String(contentsOf: target, encoding: .utf8).contains("\"Oslo\""))
    #expect(folder.permissions("dotfiles/places.json") == 0o640)
    #expect(folder.names() == ["dotfiles", "places.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("dotfiles").path)
        == ["places.json"])
  }

  @Test(
    "--locations-file naming a FIFO or a character device exits 2 at start and leaves it as it was",
    arguments: WeatherVariant.all, ["FIFO", "character device"])
  func notAFileRefused(variant: WeatherVariant, kind: String) async throws {
    let folder = try TemporaryDirectory()
    let node: URL
    do {
      node =
        kind == "FIFO"
        ? try folder.makeFIFO("places.json") : try folder.makeCharacterDevice("places.json")
    } catch {
      Issue.record("Cannot test a \(kind) here, as it cannot be made: \(error)")
      return
    }

    let run = try await ProcessRun(
      executable: variant.executable, arguments: Scenario.now + ["--locations-file", node.path],
      input: "Oslo\n:save\n")

    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.hasPrefix(
        "\(variant.executable): the saved places' file \(node.path) is a \(kind), not a regular file"
      ))
    #expect(run.standardError.contains("--help"))
    #expect(folder.nodeKind("places.json") == kind)
    #expect(folder.names() == ["places.json"])
  }
}
