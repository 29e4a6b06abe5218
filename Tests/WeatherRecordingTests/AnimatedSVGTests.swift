import Testing
import WeatherApp

@testable import WeatherRecording

/// How the SVG places text and paces pictures.
@Suite("Recordings: the animated SVG")
struct AnimatedSVGTests {
  @Test("a line is cut into pieces at two spaces or more, each at its own column")
  func pieces() {
    let pieces = AnimatedSVG.pieces(of: "│ Mon 30 ☼ Clear sky   42℉ │  ╭")
    #expect(pieces.map(\.text) == ["│ Mon 30 ☼ Clear sky", "42℉ │", "╭"])
    #expect(pieces.map(\.column) == [0, 23, 30])
  }

  @Test("every character but a space gets its cell's x position; one picture stands still")
  func positions() {
    let svg = AnimatedSVG.render(Self.recording(["a ℉b"]), label: "l")
    #expect(svg.contains(#"x="0 24 36""#))
    #expect(svg.contains("<title>l</title>"))
    #expect(!svg.contains("@keyframes"))
    #expect(!svg.contains("<script"))
  }

  @Test("a picture replaced sooner than the shortest frame time is left out, and so is a repeat")
  func capped() {
    let shots = Self.recording(["a", "b", "c", "c"], every: 60).shots
    #expect(AnimatedSVG.capped(shots).map(\.lines) == [["b"], ["c"]])
  }

  @Test("more pictures loop, with a pause, and stand still at the last under reduced motion")
  func animated() {
    let svg = AnimatedSVG.render(Self.recording(["a", "b"], every: 1_000), label: "l")
    #expect(
      svg.contains(".s{transform:translateY(-24px);animation:p 1.500s steps(1,end) infinite}"))
    #expect(svg.contains("@media (prefers-reduced-motion:reduce){.s{animation:none}}"))
  }

  static func recording(_ lines: [String], every milliseconds: Int = 0) -> Recording {
    Recording(
      title: "t",
      shots: lines.enumerated().map { index, line in
        Recording.Shot(
          milliseconds: index * milliseconds,
          picture: TerminalPicture(lines: [line], cursorLine: 0, cursorColumn: 0), marker: nil)
      }, finalPauseMilliseconds: 500)
  }

  @Test("JSON strings escape quotes, backslashes and control characters, nothing else")
  func json() {
    #expect(Asciicast.json("a\"b\\c\u{1B}[1m℉\r\n") == "\"a\\\"b\\\\c\\u001b[1m℉\\r\\n\"")
  }

  @Test("seconds are written with three decimals from whole milliseconds")
  func seconds() {
    #expect(Asciicast.seconds(0) == "0.000")
    #expect(Asciicast.seconds(12_045) == "12.045")
  }
}
