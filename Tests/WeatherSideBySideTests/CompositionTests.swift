import Testing
import WeatherApp
import WeatherTestSupport
import WeatherViews

@testable import WeatherSideBySide

@Suite("Composition")
@MainActor
struct CompositionTests {
  func update(_ frames: [Frame?], titles: [String] = ["MVC", "MVVM"]) -> SideBySideUpdate {
    let variants = titles.map {
      SideBySideVariant(id: $0, title: $0, counters: [.labelWrites]) { _, _ in fatalError("not run")
      }
    }
    return SideBySideUpdate(
      variants: variants, frames: frames,
      counts: frames.map { _ in UpdateCounts(labelWrites: 3) })
  }

  @Test("frames that fit stand side by side, each under its header, with the status below")
  func sideBySide() {
    let paris = frame(place: "Paris, France")
    let picture = Composer.compose(update([paris, paris]), width: 106, timings: false)
    #expect(picture.lines.count == 1 + paris.lines.count + 1)
    #expect(picture.lines[0].hasPrefix(" ") && picture.lines[0].contains("MVC"))
    #expect(picture.lines[0].trimmingCharacters(in: .whitespaces).hasSuffix("MVVM"))
    for (index, line) in paris.lines.enumerated() {
      #expect(picture.lines[index + 1] == line + "  " + line)
    }
    #expect(picture.lines.last == "identical · MVC: 3 label writes · MVVM: 3 label writes")
    // The cursor is at the first frame's prompt, and the place's line is bold.
    #expect(picture.cursorLine == 1 + paris.promptLine)
    #expect(picture.cursorColumn == paris.promptColumn)
    #expect(picture.boldLines == [2])
  }

  @Test("frames that do not fit are stacked, whole, each under its header")
  func stacked() {
    let paris = frame(place: "Paris, France", error: "Weather unavailable: timeout")
    let picture = Composer.compose(update([paris, paris]), width: 105, timings: false)
    let height = paris.lines.count + 1
    #expect(picture.lines.count == 2 * height + 1)
    #expect(Array(picture.lines[1..<height]) == paris.lines)
    #expect(Array(picture.lines[(height + 1)..<(2 * height)]) == paris.lines)
    #expect(picture.lines[height].trimmingCharacters(in: .whitespaces) == "MVVM")
    #expect(picture.errorLines == [1 + paris.errorLine!, height + 1 + paris.errorLine!])
    #expect(picture.boldLines == [2, height + 2])
  }

  @Test(
    "no line is empty, ends in a space or is wider than the width",
    arguments: [nil, 32, 52, 80, 106, 120, 160])
  func lineRules(width: Int?) {
    let frameWidth = min(52, width ?? 52)
    let frames = [
      frame(place: "Paris, France", width: frameWidth),
      frame(place: "Tokyo", error: "Weather unavailable: timeout", width: frameWidth), nil,
    ]
    let picture = Composer.compose(
      update(frames, titles: ["MVC", "MVVM", "Observation"]), width: width, timings: true)
    for line in picture.lines {
      #expect(!line.isEmpty)
      #expect(line.last != " ")
      if let width { #expect(TextWidth.columns(in: line) <= width, "\(line)") }
    }
    #expect(
      picture.lines.contains("(no frame)") || picture.lines.contains { $0.hasSuffix("(no frame)") })
  }

  @Test(
    "frames share the width side by side down to 32 columns, else each gets the whole width",
    arguments: [
      (3, nil, 52), (3, 160, 52), (3, 159, 51), (3, 120, 38), (3, 100, 32), (3, 99, 52),
      (3, 80, 52), (2, 80, 39), (2, 106, 52), (1, 40, 40), (3, 33, 33),
    ])
  func frameWidth(count: Int, width: Int?, expected: Int) {
    #expect(Composer.frameWidth(count: count, in: width) == expected)
  }

  @Test("a status too long for the width is one line per part, each cut to the width")
  func longStatus() {
    let paris = frame(place: "Paris, France", width: 40)
    let status = Composer.statusLines(update([paris, paris]), width: 40, timings: false)
    #expect(status == ["identical", "MVC: 3 label writes", "MVVM: 3 label writes"])
    let cut = Composer.statusLines(update([paris, paris]), width: 12, timings: false)
    #expect(cut == ["identical", "MVC: 3 labe…", "MVVM: 3 lab…"])
  }

  @Test("the counts read as words, the time only with timings")
  func counts() {
    let counts = UpdateCounts(
      labelWrites: 1, boxSets: 2, listenerCalls: 0, time: .microseconds(1234))
    #expect(
      counts.describe([.labelWrites, .boxSets, .listenerCalls], timings: false)
        == "1 label write, 2 box sets, 0 listener calls")
    #expect(counts.describe([.labelWrites], timings: true) == "1 label write, 1.23 ms")
    #expect(UpdateCounts(time: .microseconds(5)).describe([], timings: true) == "0.01 ms")
  }
}
