import Foundation
import Testing
import WeatherRecording

/// The committed recordings (docs/recordings/), read back as a player and a reader see them.
@Suite("Recordings: the committed files")
struct RecordingFileTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = root.appendingPathComponent("docs/recordings")
  static let golden = root.appendingPathComponent(
    "Tests/WeatherSideBySideTests/Golden/paris-xyzzy-tokyo.txt")

  static var casts: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".cast") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// One event of a cast: its time, its code and its data.
  struct Event {
    var time: Double
    var code: String
    var data: String
  }

  /// Reads a cast as a player does: a JSON header line, then a JSON array per event.
  static func read(_ url: URL) throws -> (header: [String: Any], events: [Event]) {
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n").map { Data($0.utf8) }
    try #require(!lines.isEmpty, "\(url.lastPathComponent) is empty")
    let header = try #require(
      try JSONSerialization.jsonObject(with: lines.removeFirst()) as? [String: Any])
    let events = try lines.map { line in
      let array = try #require(try JSONSerialization.jsonObject(with: line) as? [Any])
      try #require(array.count == 3, "an event is [time, code, data]")
      let time = try #require(array[0] as? NSNumber).doubleValue
      return Event(
        time: time, code: try #require(array[1] as? String), data: try #require(array[2] as? String)
      )
    }
    return (header, events)
  }

  @Test("the README's recording is committed")
  func exists() {
    #expect(Self.casts.map(\.lastPathComponent).contains("side-by-side.cast"))
  }

  @Test(
    "each cast is asciicast v2: a header, then [time, code, data] with times that never go back")
  func format() throws {
    for url in Self.casts {
      let (header, events) = try Self.read(url)
      #expect(header["version"] as? Int == 2)
      #expect((header["width"] as? Int ?? 0) > 0)
      #expect((header["height"] as? Int ?? 0) > 0)
      #expect(!(header["title"] as? String ?? "").isEmpty)
      #expect(header["idle_time_limit"] is NSNumber)
      #expect(events.first?.code == "o")
      #expect(events.allSatisfy { ["o", "m"].contains($0.code) })
      for (before, after) in zip(events, events.dropFirst()) {
        #expect(before.time <= after.time, "time goes back after \(before.time) s")
      }
      #expect(events.contains { $0.code == "m" }, "no marker")
    }
  }

  @Test("the last picture of the README's recording is the golden frames for the same lines")
  func lastPictureIsGolden() throws {
    let (_, events) = try Self.read(Self.folder.appendingPathComponent("side-by-side.cast"))
    let last = try #require(events.last { $0.code == "o" })
    let golden = GoldenSideBySide(text: try String(contentsOf: Self.golden, encoding: .utf8))
    let script = SideBySideRecorder.Script.readme
    #expect(
      Self.lines(of: last.data)
        == golden.lines(ofBlock: golden.blocks.count - 1, variants: script.goldenColumns))
  }

  @Test(
    "the README's recording shows every golden block, in order, and suggestions as Paris is typed"
  )
  func everyGoldenBlock() throws {
    let (_, events) = try Self.read(Self.folder.appendingPathComponent("side-by-side.cast"))
    let pictures = events.filter { $0.code == "o" }.map { Self.lines(of: $0.data) }
    let golden = GoldenSideBySide(text: try String(contentsOf: Self.golden, encoding: .utf8))
    let columns = SideBySideRecorder.Script.readme.goldenColumns
    var rest = pictures[...]
    for block in golden.blocks.indices {
      let wanted = golden.lines(ofBlock: block, variants: columns)
      let found = rest.firstIndex(of: wanted)
      #expect(
        found != nil, "golden block \(block + 1) is not in the recording after the one before")
      rest = rest[(found ?? rest.endIndex)...]
    }
    #expect(pictures.contains { $0.contains { $0.hasPrefix("│ Change location › Par ") } })
    #expect(pictures.contains { $0.contains { $0.hasPrefix("│   Paris, France ") } })
    #expect(pictures.contains { $0.contains { $0.hasPrefix("│ Not found ") } })
  }

  // That each committed file is what the recorder makes now, byte for byte, is checked by
  // `scripts/recordings --check` in CI, which runs the recorder in a process of its own: the
  // side-by-side status lines count label writes process-wide, and here other suites write
  // labels while a recording waits.
  @Test("each SVG is within its size limit")
  func withinLimit() throws {
    for cast in Self.casts {
      let svg = try Data(contentsOf: cast.deletingPathExtension().appendingPathExtension("svg"))
      #expect(svg.count <= AnimatedSVG.sizeLimit)
    }
  }

  /// A drawn picture's lines, without its escape sequences.
  static func lines(of data: String) -> [String] {
    let plain = data.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    return plain.components(separatedBy: "\r\n")
  }
}
