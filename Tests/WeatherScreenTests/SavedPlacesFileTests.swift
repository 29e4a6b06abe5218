import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

/// The saved places' file, through the built executables: what the user is told, and what is
/// left on disk.
// A guard against a hang. A test's time counts its turn in the queue for the process slots,
// and in CI the suite runs under each sanitizer beside the tutorial's builds.
@Suite("Saved places file, end to end", .timeLimit(.minutes(20)))
struct SavedPlacesFileTests {
  static let arguments = Scenario.list

  /// Runs a variant on the list, removes place 1, and returns every frame printed.
  func removeFirstPlace(_ variant: WeatherVariant, file: URL) async throws -> String {
    let process = try await PlainProcess(
      executable: variant.executable,
      arguments: Self.arguments + ["--locations-file", file.path])
    var output = try await process.readFrames(2)
    process.write(line: ":remove 1")
    output += try await process.readFrames(1)
    let (rest, status) = try await process.finish()
    #expect(status == 0)
    return output + rest
  }

  /// Whether the frames show `message`, however the frame wrapped it: a path longer than a
  /// line is broken anywhere, so spaces and the box's borders are left out of the comparison.
  func shows(_ frames: String, _ message: String) -> Bool {
    func squeezed(_ text: String) -> String {
      String(
        String.UnicodeScalarView(text.unicodeScalars.filter { !" \n│".unicodeScalars.contains($0) })
      )
    }
    return squeezed(frames).contains(squeezed(message))
  }

  @Test(
    "an invalid file survives a run that changes the list, and the user is told",
    arguments: WeatherVariant.all)
  func invalidFileSurvives(variant: WeatherVariant) async throws {
    let folder = try TemporaryDirectory()
    let file = folder.file("places.json")
    let garbage = Data(#"{"version": 1, "locations": [tru"#.utf8)
    try garbage.write(to: file)

    let text = try await removeFirstPlace(variant, file: file)

    #expect(shows(text, "\(file.path) is not a valid list (not JSON); it is kept"))
    let aside = try #require(folder.names().first { $0.hasPrefix("places.json.invalid-") })
    #expect(try Data(contentsOf: folder.file(aside)) == garbage, "the old bytes are on disk")
    #expect(shows(text, "The invalid file was kept as \(folder.file(aside).path)"))
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("\"Paris, France\"") && !saved.contains("\"Richmond, VA\""))
  }

  @Test(
    "a file from a newer version is left alone, and the user is told", arguments: WeatherVariant.all
  )
  func newerVersionLeftAlone(variant: WeatherVariant) async throws {
    let folder = try TemporaryDirectory()
    let file = folder.file("places.json")
    let newer = Data(#"{"version": 9, "places": []}"#.utf8)
    try newer.write(to: file)

    let text = try await removeFirstPlace(variant, file: file)

    #expect(shows(text, "is from a newer version (format 9); it is left alone"))
    #expect(shows(text, "Removed Richmond, VA."))
    #expect(try Data(contentsOf: file) == newer)
    #expect(folder.names() == ["places.json"])
  }

  @Test("every variant reads the list that another one saved", arguments: WeatherVariant.all)
  func listIsShared(variant: WeatherVariant) async throws {
    let folder = try TemporaryDirectory()
    let file = folder.file("places.json")
    // Another variant: the MVC one, or for MVC the next; the tutorial's starter has only MVC.
    let other = WeatherVariant.all.first { $0 != variant } ?? variant
    _ = try await removeFirstPlace(other, file: file)
    let process = try await PlainProcess(
      executable: variant.executable, arguments: Self.arguments + ["--locations-file", file.path])
    let frames = try await process.readFrames(2)
    _ = try await process.finish()
    #expect(frames.contains("2 places"))
    #expect(!frames.contains("Richmond"))
  }
}
