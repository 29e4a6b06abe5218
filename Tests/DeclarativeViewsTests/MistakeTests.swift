import DeclarativeViews
import Testing
import WeatherViews

/// A body that writes state is stopped and reported, naming the view, and never loops.
@MainActor
@Suite("Mistakes")
struct MistakeTests {
  /// Counts its own evaluations in its state: a write in a body.
  struct Counter: DeclaredView {
    let label: Label
    @State private var count = 0

    var body: some DeclaredView {
      count += 1
      return Text("\(count)", in: label)
    }
  }

  @Test("a body that writes its own state is reported by name, and the write is refused")
  func writesOwnState() {
    let label = Label()
    let harness = Harness { _ in Counter(label: label) }
    harness.step()
    harness.step()

    #expect(harness.mistakes.map(\.view) == ["Counter"])
    #expect(
      harness.mistakes.first?.message.hasPrefix(
        "Counter wrote its state while its body was evaluated, and the write was refused.")
        == true)
    #expect(label.text == "0")
    #expect(harness.screen.hasWaitingUpdatePasses == false)
  }

  /// Reads the model's title.
  struct Reader: DeclaredView {
    let model: Model
    let label: Label

    var body: some DeclaredView { Text(model.title, in: label) }
  }

  /// Writes the title that its sibling read.
  struct Writer: DeclaredView {
    let model: Model

    var body: some DeclaredView {
      model.title += "!"
      return EmptyView()
    }
  }

  /// The reader, then the writer.
  struct Page: DeclaredView {
    let model: Model
    let label: Label

    var body: some DeclaredView {
      Reader(model: model, label: label)
      Writer(model: model)
    }
  }

  @Test("a body that writes what another body read is reported by name, and does not loop")
  func writesObservedModel() {
    let model = Model()
    let label = Label()
    let harness = Harness { _ in Page(model: model, label: label) }
    let ran = harness.passes.runPasses(limit: 10)

    #expect(ran < 10, "the display cycle settles")
    #expect(harness.mistakes.map(\.view) == ["Page › Writer"])
    #expect(
      harness.mistakes.first?.message.contains(
        "observed state that Page › Reader read while its body was evaluated, and Page › Reader "
          + "was not marked.") == true)
    #expect(harness.screen.hasWaitingUpdatePasses == false)
  }
}
