import DeclarativeViews
import Testing
import WeatherViews

/// A body that makes the screen: what it declares is laid out and drawn, and what it no longer
/// declares is gone from the next frame.
@MainActor
@Suite("Layout")
struct LayoutTests {
  struct Loading: DeclaredView {
    let model: Model

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        Text(model.title)
        if model.isLoading { ProgressView("Loading…") }
        if model.showsFirst { Text("shown") }
      }
    }
  }

  // SwiftUI's `ViewBuilder.buildIf` and `buildEither` (Apple's ViewBuilder documentation;
  // WWDC21 "Demystify SwiftUI"): a branch whose condition fails declares no view, so what the
  // branch showed leaves the screen with it.
  @Test("a progress view in an if is gone from the first frame after its condition fails")
  func progressViewRemoved() {
    let model = Model()
    model.isLoading = true
    let harness = DrawnHarness(Loading(model: model))
    let first = harness.step()
    #expect(first.last?.contains { $0.hasPrefix("Loading…") } == true)
    model.isLoading = false
    let after = harness.step()
    #expect(after.count == 1)
    #expect(after.first?.contains { $0.contains("Loading…") } == false)
    #expect(after.first?.count == 2, "the line that the indicator took is gone")
  }

  @Test("a text in an if is gone from the first frame after its condition fails")
  func textRemoved() {
    let model = Model()
    let harness = DrawnHarness(Loading(model: model))
    #expect(harness.step().last == [pad("Places"), pad("shown")])
    model.showsFirst = false
    #expect(harness.step() == [[pad("Places")]])
    model.showsFirst = true
    #expect(harness.step() == [[pad("Places"), pad("shown")]])
  }

  // A frame follows each change that a body read, as a label's change asks for one; a change
  // that no body read draws none.
  @Test("a change that a body read draws a frame, and one that no body read draws none")
  func framesFollowReadChanges() {
    let model = Model()
    let harness = DrawnHarness(Loading(model: model))
    harness.step()
    model.unread = 3
    #expect(harness.step().isEmpty)
    model.title = "Saved"
    #expect(harness.step() == [[pad("Saved"), pad("shown")]])
  }

  struct Row: DeclaredView {
    let left: String
    let right: String

    var body: some DeclaredView {
      HStack {
        Text(left).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        if !right.isEmpty { Text(right) }
      }
    }
  }

  // SwiftUI's HStack offers its room to the least flexible views first (Apple's "Layout
  // fundamentals": stacks divide their space by priority, then by flexibility), so a text that
  // fills is cut before the text of its own width beside it.
  @Test("in a row, the side that fills is cut before the text beside it")
  func leftSideCutFirst() {
    let harness = DrawnHarness(
      width: 32, Row(left: "A place with a very long name indeed", right: "40℉"))
    let lines = harness.step().last ?? []
    #expect(lines == ["A place with a very lon… 40℉"])
    let empty = DrawnHarness(width: 32, Row(left: "Paris", right: ""))
    #expect(empty.step().last == [pad("Paris")], "no space is kept for a right side not declared")
  }

  struct Wrapped: DeclaredView {
    let text: String
    let limit: Int

    var body: some DeclaredView {
      HStack(alignment: .top, spacing: 0) {
        Text("! ")
        Text(text).lineLimit(limit)
      }
      .foregroundStyle(.red)
    }
  }

  // SwiftUI's `lineLimit` (Apple's documentation): text wraps onto at most that many lines and
  // is truncated with an ellipsis after them.
  @Test("a text wraps at spaces under its hanging indent, and its last line is cut with …")
  func wrapsWithHangingIndent() {
    let text = "server error (HTTP 503); try again later, or try another place"
    let harness = DrawnHarness(width: 32, Wrapped(text: text, limit: 3))
    let lines = harness.step().last ?? []
    #expect(
      lines == [
        pad("! server error (HTTP 503);"), pad("  try again later, or try"),
        pad("  another place"),
      ])
    #expect(harness.frames.last?.errorLine == 1, "the first red line is the frame's error line")
    let cut = DrawnHarness(width: 32, Wrapped(text: text, limit: 2))
    #expect(cut.step().last?.last == "  try again later, or try a…")
  }

  struct Columns: DeclaredView {
    let days: [(String, String, String)]

    var body: some DeclaredView {
      let widest = days.map { TextWidth.columns(in: $0.2) }.max() ?? 0
      VStack(alignment: .leading) {
        ForEach(0..<3) { index in
          if index < days.count {
            HStack {
              Text(days[index].0).frame(width: 6, alignment: .leading)
              Text(days[index].1).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
              Text(days[index].2).frame(width: widest, alignment: .trailing)
            }
          } else {
            Text("")
          }
        }
        Divider()
        Group {
          Text("end")
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
      }
    }
  }

  @Test("fixed columns, a column as wide as its widest row, a divider and a trailing frame")
  func columns() {
    let days = [("Mon 30", "Few clouds", "42℉ / 55℉"), ("Tue 1", "Moderate rain", "4℉ / 9℉")]
    let harness = DrawnHarness(width: 36, Columns(days: days))
    #expect(
      harness.step().last == [
        "Mon 30 Few clouds      42℉ / 55℉",
        "Tue 1  Moderate rain     4℉ / 9℉",
        pad("", 32),
        "—",
        pad("", 29) + "end",
      ])
  }

  @Test("a new width lays the screen out again")
  func newWidth() {
    let harness = DrawnHarness(width: 32, Row(left: "Richmond, Virginia", right: "40℉"))
    harness.step()
    harness.screen.width = 40
    #expect(harness.step() == [["Richmond, Virginia" + String(repeating: " ", count: 15) + "40℉"]])
  }

  private func pad(_ text: String, _ columns: Int = 28) -> String {
    TextWidth.pad(text, columns: columns)
  }
}
