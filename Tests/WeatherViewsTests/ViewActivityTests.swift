import Observation
import Testing
import WeatherViews

/// The counters of a screen view: what is done to its own views, and nothing else.
@MainActor
@Suite("ViewActivity: each screen view counts what is done to its views")
struct ViewActivityTests {
  @Observable
  @MainActor
  final class Model {
    var title = "Loading…"
  }

  static func screen() -> ScreenView {
    ScreenView(width: 40, scheduler: .manual, promptTitle: "")
  }

  @Test(
    "a screen counts every write to its labels, image and glyph views, a repeat too, and no other screen's"
  )
  func countsItsOwnWrites() {
    let screen = Self.screen()
    let other = Self.screen()
    let label = Label()
    let image = ImageView()
    let glyph = GlyphView()
    for view in [label, image, glyph] as [View] { screen.addSubview(view) }
    label.text = "Paris"
    label.text = "Paris"
    image.image = Image(name: "dot", lines: ["•"])
    glyph.glyph = Glyph(name: "sun", text: "☼")
    screen.noticeLabel.text = "Saved."
    other.noticeLabel.text = "Other"

    #expect(screen.activity.labelWrites == 5)
    #expect(other.activity.labelWrites == 1)
  }

  @Test("what a tree counts before it joins a screen, that screen counts when it joins")
  func treeJoiningAScreen() {
    let screen = Self.screen()
    let cell = View()
    let name = Label()
    cell.addSubview(name)
    name.text = "Oslo"
    let row = View()
    row.addSubview(cell)
    name.text = "Oslo, Norway"
    #expect(screen.activity.labelWrites == 0)

    screen.addSubview(row)
    name.text = "Oslo"
    #expect(screen.activity.labelWrites == 3)
  }

  @Test("a change to what a view's pass read is counted by the screen that ran the pass")
  func countsTrackedChanges() {
    let screen = Self.screen()
    let other = Self.screen()
    let model = Model()
    let label = Label()
    screen.addSubview(label)
    label.updatePropertiesHandler = { [unowned label] in label.text = model.title }
    screen.displayIfNeeded()
    model.title = "Paris"

    #expect(screen.activity.trackedChanges == 1)
    #expect(screen.activity.labelWrites == 1)
    #expect(other.activity.trackedChanges == 0)
  }
}
