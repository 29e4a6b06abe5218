import Testing
import WeatherApp
import WeatherTestSupport
import WeatherViews

@testable import WeatherSideBySide

@Suite("Layout for a terminal's size")
@MainActor
struct LayoutForSizeTests {
  /// An update of three variants that each drew `frame`.
  func update(_ frame: Frame) -> SideBySideUpdate {
    let variants = ["MVC", "MVVM", "Observation"].map {
      SideBySideVariant(id: $0, title: $0, counters: [.labelWrites]) { _, _ in fatalError("not run")
      }
    }
    return SideBySideUpdate(
      variants: variants, frames: [frame, frame, frame],
      counts: [UpdateCounts](repeating: UpdateCounts(labelWrites: 3), count: 3))
  }

  @Test("every frame when they fit in the height, one at a time when not, else one line")
  func tallerThanTheTerminal() {
    let paris = frame(place: "Paris, France")
    let update = update(paris)
    let stacked = Composer.compose(update, width: 80, timings: false)

    let every = SideBySideScreen.layout(
      update, columns: 80, rows: stacked.lines.count, shown: 1, timings: false)
    #expect(!every.oneAtATime)
    #expect(every.picture == stacked)

    let one = SideBySideScreen.layout(
      update, columns: 80, rows: stacked.lines.count - 1, shown: 1, timings: false)
    #expect(one.oneAtATime)
    #expect(one.picture.lines[0] == "MVVM · 2 of 3 · Ctrl-T: next")
    #expect(Array(one.picture.lines[1...paris.lines.count]) == paris.lines)
    #expect(one.picture.lines.count < stacked.lines.count)
    #expect(one.picture.lines.allSatisfy { TextWidth.columns(in: $0) <= 80 })
    #expect(one.picture.cursorLine == 1 + paris.promptLine)

    let height = one.picture.lines.count
    let line = SideBySideScreen.layout(
      update, columns: 80, rows: height - 1, shown: 1, timings: false)
    #expect(!line.oneAtATime)
    #expect(line.picture.lines == ["Too short: need \(height) rows"])
  }
}
