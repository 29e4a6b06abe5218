import Testing
import WeatherApp
import WeatherTestSupport
import WeatherViews

@testable import WeatherSideBySide

@Suite("Layout for a terminal's size")
@MainActor
struct LayoutForSizeTests {
  static let titles = ["MVC", "MVVM", "Observation", "Declarative"]

  /// An update of a variant for each of `titles` that each drew Paris at `width` columns.
  func update(width: Int, titles: [String] = titles) -> SideBySideUpdate {
    let variants = titles.map {
      SideBySideVariant(id: $0, title: $0, counters: [.labelWrites]) { _, _ in fatalError("not run")
      }
    }
    let paris = frame(place: "Paris, France", width: width)
    return SideBySideUpdate(
      variants: variants, frames: titles.map { _ in paris },
      counts: titles.map { _ in UpdateCounts(labelWrites: 3) })
  }

  /// The lines of a picture that hold a frame's top border of `width` columns, each counted
  /// once for every border on it.
  func frameCount(_ picture: TerminalPicture, width: Int) -> Int {
    let border = "╭" + String(repeating: "─", count: width - 2) + "╮"
    return picture.lines.map { $0.components(separatedBy: border).count - 1 }.reduce(0, +)
  }

  @Test("every frame when they fit in the height, a group at a time when not, else one line")
  func tallerThanTheTerminal() {
    let update = update(width: 52, titles: ["MVC", "MVVM", "Observation"])
    let stacked = Composer.compose(update, width: 60, timings: false)

    let every = SideBySideScreen.layout(
      update, columns: 60, rows: stacked.lines.count, showing: 1, timings: false)
    #expect(every.next == nil)
    #expect(every.picture == stacked)

    // In 60 columns, one frame of 32 or more fits side by side: a group is one variant.
    let one = SideBySideScreen.layout(
      update, columns: 60, rows: stacked.lines.count - 1, showing: 1, timings: false)
    #expect(one.next == 2)
    let paris = frame(place: "Paris, France")
    #expect(one.picture.lines[0].trimmingCharacters(in: .whitespaces) == "MVVM")
    #expect(Array(one.picture.lines[1...paris.lines.count]) == paris.lines)
    #expect(one.picture.lines[paris.lines.count + 1].hasPrefix("MVVM shown · Ctrl-T: next · "))
    #expect(one.picture.lines.count < stacked.lines.count)
    #expect(one.picture.lines.allSatisfy { TextWidth.columns(in: $0) <= 60 })
    #expect(one.picture.cursorLine == 1 + paris.promptLine)

    let height = one.picture.lines.count
    let line = SideBySideScreen.layout(
      update, columns: 60, rows: height - 1, showing: 1, timings: false)
    #expect(line.next == nil)
    #expect(line.picture.lines == ["Too short: need \(height) rows"])
  }

  @Test("in 120 × 45, four frames are shown three side by side at 38 columns, then the fourth")
  func groupsAtOneWidth() {
    // Four frames of 32 columns or more do not fit in 120, and stacked they are too tall.
    let usual = update(width: 52)
    let width = SideBySideScreen.frameWidth(for: usual, columns: 120, rows: 45, timings: false)
    #expect(width == 38)

    let drawn = update(width: width)
    #expect(SideBySideScreen.frameWidth(for: drawn, columns: 120, rows: 45, timings: false) == 38)
    let first = SideBySideScreen.layout(drawn, columns: 120, rows: 45, showing: 0, timings: false)
    #expect(first.next == 3)
    #expect(frameCount(first.picture, width: 38) == 3)
    let headers = first.picture.lines[0].split(separator: " ").map(String.init)
    #expect(headers == ["MVC", "MVVM", "Observation"])
    #expect(first.picture.lines.contains { $0.hasPrefix("MVC, MVVM, Observation shown · ") })
    #expect(first.picture.lines.allSatisfy { TextWidth.columns(in: $0) <= 120 })
    #expect(first.picture.lines.count <= 45)

    // The group is the one that holds the variant on show, so a resize that changes the groups
    // keeps that variant in sight.
    let third = SideBySideScreen.layout(drawn, columns: 120, rows: 45, showing: 2, timings: false)
    #expect(third.picture == first.picture)

    let second = SideBySideScreen.layout(drawn, columns: 120, rows: 45, showing: 3, timings: false)
    #expect(second.next == 0)
    #expect(frameCount(second.picture, width: 38) == 1)
    #expect(second.picture.lines[0].trimmingCharacters(in: .whitespaces) == "Declarative")
    #expect(second.picture.lines.contains { $0.hasPrefix("Declarative shown · Ctrl-T: next") })
    // Every variant's status is there, shown or not.
    for title in Self.titles {
      #expect(second.picture.lines.contains { $0.hasPrefix("\(title): 3 label writes") })
    }
  }

  @Test("stacked frames that fit in the height stay stacked, at the usual width")
  func stackingThatFits() {
    let narrow = update(width: 38)
    let width = SideBySideScreen.frameWidth(for: narrow, columns: 120, rows: 200, timings: false)
    #expect(width == 52)
    let stacked = SideBySideScreen.layout(
      update(width: width), columns: 120, rows: 200, showing: 0, timings: false)
    #expect(stacked.next == nil)
    #expect(frameCount(stacked.picture, width: 52) == 4)
    #expect(!stacked.picture.lines.contains { $0.contains(" shown · ") })
  }

  @Test("frames that all fit side by side get an equal share of the width")
  func everyFrameSideBySide() {
    let usual = update(width: 52)
    #expect(SideBySideScreen.frameWidth(for: usual, columns: 160, rows: 45, timings: false) == 38)
    #expect(SideBySideScreen.frameWidth(for: usual, columns: 220, rows: 45, timings: false) == 52)
  }
}
