import Foundation
import Testing
import WeatherRecording

/// The committed recordings (docs/recordings/), read back as a player and a reader see them.
@Suite("Recordings: the committed files")
struct RecordingFileTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = root.appendingPathComponent("docs/recordings")

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

  /// A golden transcript's text: its command line, its input lines and its blocks.
  struct Transcript {
    var commandLine: String
    var inputs: [String]
    var golden: GoldenSideBySide

    init(_ golden: RecordingScript.Golden) throws {
      let text = try String(
        contentsOf: RecordingFileTests.root.appendingPathComponent(golden.path), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      commandLine = lines.first ?? ""
      inputs = lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
      self.golden = GoldenSideBySide(text: text)
    }

    /// The last picture that the script's recording must end on: the last block, cut to the
    /// script's variants; for one variant alone, its frame without the header and status that
    /// side by side adds.
    func lastPicture(for script: RecordingScript) -> [String] {
      let last = golden.blocks.count - 1
      switch script.golden {
      case .screen:
        return golden.blocks[last]
      case .sideBySide:
        let lines = golden.lines(ofBlock: last, variants: script.goldenColumns)
        return script.isSideBySide ? lines : Array(lines.dropFirst().dropLast())
      }
    }
  }

  @Test("every script's recording is committed: its cast, its SVG and its last picture as text")
  func exists() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
    for script in RecordingScript.all {
      for suffix in ["cast", "svg", "txt"] {
        #expect(names.contains("\(script.name).\(suffix)"), "no \(script.name).\(suffix)")
      }
    }
  }

  @Test("every chapter of the tutorial has a recording named after its folder, in order")
  func everyChapter() throws {
    let chapters = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("tutorial/chapters").path
    ).filter { $0.first?.isNumber == true }.sorted()
    #expect(!chapters.isEmpty)
    #expect(RecordingScript.chapters.map(\.name) == chapters)
  }

  @Test(
    "each cast is asciicast v2: a header, then [time, code, data] with times that never go back")
  func format() throws {
    #expect(Self.casts.count == RecordingScript.all.count)
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

  @Test("each script types the lines of its golden transcript, with the same options")
  func sameInputAsGolden() throws {
    for script in RecordingScript.all {
      let transcript = try Transcript(script.golden)
      #expect(transcript.commandLine == script.goldenCommandLine, "\(script.name)")
      #expect(transcript.inputs == script.lines, "\(script.name)")
    }
  }

  @Test("each recording's last picture, and its text beside it, is its golden's last picture")
  func lastPictureIsGolden() throws {
    for script in RecordingScript.all {
      let cast = Self.folder.appendingPathComponent("\(script.name).cast")
      let (_, events) = try Self.read(cast)
      let last = try #require(events.last { $0.code == "o" })
      let wanted = try Transcript(script.golden).lastPicture(for: script)
      #expect(Self.lines(of: last.data) == wanted, "\(script.name)")
      let text = try String(
        contentsOf: cast.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
      #expect(text == wanted.joined(separator: "\n") + "\n", "\(script.name).txt")
    }
  }

  @Test(
    "the README's recording shows every golden block, in order, and suggestions as Paris is typed"
  )
  func everyGoldenBlock() throws {
    let (_, events) = try Self.read(Self.folder.appendingPathComponent("side-by-side.cast"))
    let pictures = events.filter { $0.code == "o" }.map { Self.lines(of: $0.data) }
    let golden = try Transcript(RecordingScript.readme.golden).golden
    let columns = RecordingScript.readme.goldenColumns
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

  @Test(
    "each committed file is what the recorder makes now, byte for byte, and no other file is there"
  )
  func byteForByte() async throws {
    var made: [String] = []
    for script in RecordingScript.all {
      for file in try await RecordingCommand.files(of: script) {
        made.append(file.name)
        let committed = try Data(contentsOf: Self.folder.appendingPathComponent(file.name))
        #expect(
          committed == Data(file.text.utf8),
          "docs/recordings/\(file.name) differs from what the recorder makes: run scripts/recordings"
        )
      }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    #expect(names.sorted() == made.sorted())
  }

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
