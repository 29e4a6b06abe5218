import DeclarativeViews
import Testing
import WeatherViews

/// The escape hatch to any retained view, and the action of a view that appears.
@MainActor
@Suite("Representable and onAppear")
struct ModifierTests {
  /// Draws the model's flag as a picture, and counts its appearances in the model.
  struct Badge: DeclaredView {
    let model: Model
    let imageView: ImageView

    var body: some DeclaredView {
      Representable(imageView) { view in
        view.image = Image(name: model.isLoading ? "busy" : "idle", lines: [])
      }
      .onAppear { model.unread += 1 }
    }
  }

  /// A badge while the model's flag says so.
  struct Page: DeclaredView {
    let model: Model
    let imageView: ImageView

    var body: some DeclaredView {
      if model.showsFirst { Badge(model: model, imageView: imageView) }
    }
  }

  @Test("a representable's reads are tracked for its view; onAppear runs once an identity")
  func representableAndAppear() {
    let model = Model()
    let imageView = ImageView()
    let harness = Harness { _ in Page(model: model, imageView: imageView) }
    var history: [String] = []
    func record(_ evaluated: [String]) {
      history.append("\(imageView.image?.name ?? "-") \(model.unread) \(evaluated)")
    }
    record(harness.step())
    model.isLoading = true
    record(harness.step())
    model.showsFirst = false
    record(harness.step())
    model.showsFirst = true
    record(harness.step())

    #expect(
      history == [
        "idle 1 [\"Page\", \"Page › Badge\"]",
        "busy 1 [\"Page › Badge\"]",
        "busy 1 [\"Page\"]",
        "busy 2 [\"Page\", \"Page › Badge\"]",
      ])
    #expect(harness.mistakes.isEmpty, "an appearing action may write state")
  }
}
