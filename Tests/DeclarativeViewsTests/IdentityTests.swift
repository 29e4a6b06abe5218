import DeclarativeViews
import Testing
import WeatherViews

/// Identity: a view's state lives exactly as long as its place, and a ForEach's rows are
/// placed by their elements' ids.
@MainActor
@Suite("Identity and state")
struct IdentityTests {
  /// Shows what is typed into its prompt, kept in its own state.
  struct Echo: DeclaredView {
    let name: String
    let prompt: PromptView
    let label: Label
    let submitted: (String) -> Void
    @State private var text = ""

    var body: some DeclaredView {
      VStack {
        TextField(text: $text, in: prompt) { submitted("\(name): \($0)") }
        Text("\(name): \(text)", in: label)
      }
    }
  }

  /// One of two echoes, by the model's flag.
  struct Switcher: DeclaredView {
    let model: Model
    let prompt: PromptView
    let label: Label
    let submitted: (String) -> Void

    var body: some DeclaredView {
      if model.showsFirst {
        Echo(name: "first", prompt: prompt, label: label, submitted: submitted)
      } else {
        Echo(name: "second", prompt: prompt, label: label, submitted: submitted)
      }
    }
  }

  @MainActor
  final class Submissions {
    var all: [String] = []
  }

  /// A switcher on a screen of its own, whose submissions go to `submissions`.
  func switcher(
    _ model: Model, _ label: Label, _ submissions: Submissions
  ) -> Harness<Switcher> {
    Harness { prompt in
      Switcher(model: model, prompt: prompt, label: label) { submissions.all.append($0) }
    }
  }

  @Test("switching an if/else branch drops the old branch's state; coming back starts afresh")
  func branchSwitchResetsState() {
    let (model, label, submissions) = (Model(), Label(), Submissions())
    let harness = switcher(model, label, submissions)
    let prompt = harness.screen.prompt
    func show() -> String { "\(label.text) | \(prompt.text)" }
    harness.step(showing: show)
    prompt.text = "Paris"
    harness.step(showing: show)
    model.showsFirst = false
    harness.step(showing: show)
    prompt.text = "Tokyo"
    harness.step(showing: show)
    model.showsFirst = true
    harness.step(showing: show)

    #expect(
      harness.shown == [
        "first:  | ", "first: Paris | Paris", "second:  | ", "second: Tokyo | Tokyo", "first:  | ",
      ])
    #expect(harness.mistakes.isEmpty)
  }

  @Test("a callback of a view that is gone does nothing: neither its binding nor its action")
  func callbackOfRemovedViewIsIgnored() {
    let (model, label, submissions) = (Model(), Label(), Submissions())
    let harness = switcher(model, label, submissions)
    harness.step()
    let prompt = harness.screen.prompt
    let oldTyping = prompt.onTextChange
    let oldSubmit = prompt.onSubmit
    prompt.submit("Paris")
    model.showsFirst = false
    harness.step()

    oldTyping?("typed into the gone view")
    oldSubmit?("submitted to the gone view")
    let afterOld = harness.step()
    prompt.submit("Tokyo")
    harness.step()

    #expect(submissions.all == ["first: Paris", "second: Tokyo"])
    #expect(afterOld.isEmpty, "nothing the gone view wrote evaluates a body")
    #expect(label.text == "second: ")
  }

  /// A row that keeps what is typed into its own prompt.
  struct Row: DeclaredView, Equatable {
    let name: String
    let views: RowViews
    @State private var text = ""

    var body: some DeclaredView {
      TextField(text: $text, in: views.prompt)
      Text("\(name): \(text)", in: views.label)
    }

    nonisolated static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.name == rhs.name && lhs.views === rhs.views
    }
  }

  /// A row for each of the model's names.
  struct List: DeclaredView {
    let model: Model
    let views: [String: RowViews]

    var body: some DeclaredView {
      ForEach(model.names, id: \.self) { name in
        if let rowViews = views[name] { Row(name: name, views: rowViews) }
      }
    }
  }

  @Test("reordering rows keeps each row's state; a row that leaves and comes back starts afresh")
  func reorderKeepsRowState() {
    let model = Model()
    model.names = ["a", "b", "c"]
    let views = ["a": RowViews(), "b": RowViews(), "c": RowViews()]
    let harness = Harness { _ in List(model: model, views: views) }
    func shown() -> [String] { model.names.compactMap { views[$0]?.label.text } }
    var history: [[String]] = []
    harness.step()
    views["a"]?.prompt.text = "one"
    views["c"]?.prompt.text = "three"
    harness.step()
    history.append(shown())
    model.names = ["c", "a", "b"]
    let reorder = harness.step()
    history.append(shown())
    model.names = ["c", "b"]
    harness.step()
    model.names = ["a", "c", "b"]
    harness.step()
    history.append(shown())

    #expect(
      history == [
        ["a: one", "b: ", "c: three"],
        ["c: three", "a: one", "b: "],
        ["a: ", "c: three", "b: "],
      ])
    #expect(reorder == ["List"], "a reorder evaluates the list, and no row")
  }
}
