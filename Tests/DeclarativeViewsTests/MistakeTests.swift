import DeclarativeViews
import Testing
import WeatherViews

/// A body that writes is reported once, naming the view, as SwiftUI reports "Modifying state
/// during view update" and goes on: the write takes effect after the update, every view that
/// read the value follows it, and nothing loops.
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

  // SwiftUI's `State` documentation: state is written from actions, not from `body`; a write
  // during an update is reported at run time ("Modifying state during view update, this will
  // cause undefined behavior") and the app goes on.
  @Test(
    "a state write in a body is reported once by path, takes effect after the update, and does not loop"
  )
  func writesOwnState() {
    let label = Label()
    let harness = Harness { _ in Counter(label: label) }
    let ran = harness.passes.runPasses(limit: 10)

    #expect(ran < 10, "the display cycle settles")
    #expect(harness.mistakes.map(\.view) == ["Counter"])
    #expect(
      harness.mistakes.first?.message.hasPrefix(
        "Counter wrote state while its body was evaluated, and the write waits for the update's end."
      ) == true)
    #expect(label.text == "1", "the write took effect, and the body read it once more")
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

  // SwiftUI's Observation guide ("Managing model data in your app"): a view that reads an
  // observable property is updated whenever it changes, whoever changed it; a body that writes
  // is still a mistake, reported, but the reader is not left showing the old value.
  @Test(
    "a body that writes what a sibling read is reported, and the sibling follows it and later changes"
  )
  func writesObservedModel() {
    let model = Model()
    let label = Label()
    let harness = Harness { _ in Page(model: model, label: label) }
    #expect(harness.passes.runPasses(limit: 10) < 10, "the display cycle settles")
    #expect(label.text == "Places!", "the sibling shows the written title")
    #expect(harness.mistakes.map(\.view).first == "Page › Writer")
    #expect(
      harness.mistakes.first?.message.contains(
        "observed state that Page › Reader read while its body was evaluated, and Page › Reader "
          + "is evaluated again after the update.") == true)

    model.title = "Saved"
    #expect(harness.passes.runPasses(limit: 10) < 10, "the display cycle settles")
    #expect(label.text.hasPrefix("Saved"), "a later change reaches the sibling too")
    #expect(harness.screen.hasWaitingUpdatePasses == false)
  }

  /// Writes its own state in its `init`, which its parent's body runs.
  struct EagerChild: DeclaredView {
    let label: Label
    @State private var count = 0

    init(label: Label) {
      self.label = label
      count = 5
    }

    var body: some DeclaredView { Text("\(count)", in: label) }
  }

  /// Declares the eager child.
  struct EagerParent: DeclaredView {
    let label: Label

    var body: some DeclaredView { EagerChild(label: label) }
  }

  // SwiftUI's `State` documentation: state is initialised from its declaration when the view's
  // identity begins, so a write in `init` does not reach it; the parent's body runs the child's
  // `init`, but the write is the child's, and the report names the child.
  @Test("a child's state write in its own init is reported with the child's path, not the parent's")
  func childWritesInInit() {
    let label = Label()
    let harness = Harness { _ in EagerParent(label: label) }
    #expect(harness.passes.runPasses(limit: 10) < 10, "the display cycle settles")
    #expect(harness.mistakes.map(\.view) == ["EagerParent › EagerChild"])
    #expect(
      harness.mistakes.first?.message.hasPrefix(
        "EagerParent › EagerChild wrote its state in its init, while the body of EagerParent was "
          + "evaluated, and the write does not reach the screen") == true)
    #expect(label.text == "0", "the identity starts from the initial value")
  }
}
