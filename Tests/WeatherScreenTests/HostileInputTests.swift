import Foundation
import Testing
import WeatherTestSupport
import WeatherViews

/// Feeds hostile lines to the built executables in plain mode, as a person (or a script)
/// piping text into them would.
///
/// What each line draws, with the default offline services (observed, and what the
/// controllers promise):
/// - a line that trims to nothing (`.whitespacesAndNewlines`: spaces, tabs, U+00A0, U+3000,
///   U+0085, U+2028) is ignored: no frame;
/// - any other line, whatever it holds, is a location change: exactly two frames, one with
///   "Loading…" and then the answer ("Not found" or a place), since the offline services
///   answer within the turn after the one that drew "Loading…".
/// Lines are paced: each is written only once the frames of the one before are out.
@Suite("Hostile input, end to end")
struct HostileInputTests {
  static let lineCount = 300

  @Test("Hostile lines draw clean frames", arguments: Variant.allCases)
  func hostileLines(variant: Variant) throws {
    let process = try PlainProcess(
      executable: variant.rawValue, arguments: ["--plain", "--now", "2017-08-28T16:45:00Z"])
    var frames = try split(process.readFrames(2))
    var inputs = HostileText.lines(count: Self.lineCount).map { Array($0.utf8) + [0x0A] }
    inputs += HostileText.invalidUTF8Lines
    for bytes in inputs {
      process.write(bytes: bytes)
      // What the program reads: readLine replaces invalid UTF-8 and strips the "\n".
      let line = String(decoding: bytes.dropLast(), as: UTF8.self)
      guard !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
      let pair = try split(process.readFrames(2))
      try #require(pair.count == 2)
      #expect(pair[0].lines[1].contains("Loading…"), "first frame for \(describe(bytes))")
      #expect(!pair[1].lines[1].contains("Loading…"), "second frame for \(describe(bytes))")
      frames += pair
    }
    let (rest, status) = process.finish()
    #expect(status == 0)
    #expect(rest.isEmpty, "frames nobody asked for: \(rest.prefix(500))")

    let changes = inputs.filter {
      !String(decoding: $0.dropLast(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
    #expect(changes.count > Self.lineCount / 2, "too few lines were location changes")
    #expect(frames.count == 2 + 2 * changes.count)

    let output = process.outputBytes
    let controls = output.enumerated().filter { $0.element < 0x20 && $0.element != 0x0A }
    #expect(controls.isEmpty, "C0 control bytes at \(controls.prefix(10).map(\.offset))")
    #expect(!output.contains(0x7F), "DEL in the output")
    // C1 controls as UTF-8 (C2 80...C2 9F), and any byte that is not UTF-8 at all.
    let text = String(decoding: output, as: UTF8.self)
    #expect(Array(text.utf8) == output, "output is not valid UTF-8")
    #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "C1 control")

    for frame in frames {
      let width = TextWidth.columns(in: frame.lines[0])
      #expect(width == WeatherView.defaultWidth)
      for line in frame.lines {
        #expect(TextWidth.columns(in: line) == width, "\(line)")
      }
    }
  }

  /// The frames of plain-mode text: each frame is followed by one empty line.
  private func split(_ text: String) -> [Frame] {
    text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { block in
      Frame(lines: block.components(separatedBy: "\n"), promptLine: 0, promptColumn: 0)
    }
  }

  private func describe(_ bytes: [UInt8]) -> String {
    bytes.prefix(40).map { String($0, radix: 16) }.joined(separator: " ")
  }
}
