import DeclarativeViews
import Testing
import WeatherViews

/// Updates, view by view: a change evaluates again the bodies that read it and no others, in
/// one flush per display pass.
@MainActor
@Suite("Updates")
struct UpdateTests {
  /// A row that shows its own model's temperature.
  struct Row: DeclaredView, Equatable {
    let model: RowModel
    let label: Label

    var body: some DeclaredView {
      Text("\(model.id): \(model.temperature)°", in: label)
    }

    nonisolated static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.model === rhs.model && lhs.label === rhs.label
    }
  }

  /// A title over a row for each row model.
  struct List: DeclaredView {
    let model: Model
    let rows: [RowModel]
    let labels: [Int: Label]
    let title: Label

    var body: some DeclaredView {
      VStack {
        Text(model.title, in: title)
        ForEach(rows) { row in
          if let label = labels[row.id] { Row(model: row, label: label) }
        }
      }
    }
  }

  @MainActor
  final class Fixture {
    let model = Model()
    let rows = (0..<100).map { RowModel(id: $0, temperature: 10) }
    let title = Label()
    lazy var labels = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, Label()) })
    lazy var harness = Harness { [self] _ in
      List(model: model, rows: rows, labels: labels, title: title)
    }
  }

  @Test("the first pass evaluates every body once, in one flush")
  func firstPass() {
    let fixture = Fixture()
    let first = fixture.harness.step()

    #expect(first.count == 101)
    #expect(first.first == "List")
    #expect(first[43] == "List › Row[id: 42]")
    #expect(fixture.harness.host.flushes == 1)
    #expect(fixture.labels[42]?.text == "42: 10°")
  }

  @Test("one element's change in a ForEach of 100 evaluates exactly that row's body")
  func oneRowChange() {
    let fixture = Fixture()
    fixture.harness.step()
    fixture.rows[42].temperature = 12

    #expect(fixture.harness.step() == ["List › Row[id: 42]"])
    #expect(fixture.labels[42]?.text == "42: 12°")
    #expect(fixture.labels[41]?.text == "41: 10°")
  }

  @Test("a change that no body read evaluates none, and asks for no pass")
  func unreadChange() {
    let fixture = Fixture()
    fixture.harness.step()
    let scheduled = fixture.harness.passes.scheduled
    fixture.model.unread += 1

    #expect(fixture.harness.step().isEmpty)
    #expect(fixture.harness.passes.scheduled == scheduled)
    #expect(fixture.harness.host.flushes == 1)
  }

  @Test("a parent evaluated again skips children whose inputs are equal and who read no change")
  func equalInputsSkipChildren() {
    let fixture = Fixture()
    fixture.harness.step()
    fixture.model.title = "Saved places"

    #expect(fixture.harness.step() == ["List"])
    #expect(fixture.title.text == "Saved places")
  }

  @Test("changes in one event coalesce into one pass and one flush; each view evaluates once")
  func oneEventOneFlush() {
    let fixture = Fixture()
    fixture.harness.step()
    let scheduled = fixture.harness.passes.scheduled
    fixture.rows[3].temperature = 20
    fixture.rows[3].temperature = 21
    fixture.rows[7].temperature = 30
    fixture.model.title = "Saved places"

    #expect(fixture.harness.passes.scheduled == scheduled + 1)
    #expect(
      fixture.harness.step() == ["List", "List › Row[id: 3]", "List › Row[id: 7]"],
      "parents first, and a marked row under its marked list only once")
    #expect(fixture.harness.host.flushes == 2)
    #expect(fixture.labels[3]?.text == "3: 21°")
  }

  @Test("each host counts its own body evaluations, and no other host's")
  func countsEvaluations() {
    let fixture = Fixture()
    let other = Fixture()
    other.harness.step()
    let othersBefore = other.harness.host.bodyEvaluations
    fixture.harness.step()
    fixture.rows[5].temperature = 1
    fixture.harness.step()

    #expect(fixture.harness.host.bodyEvaluations == 102)
    #expect(other.harness.host.bodyEvaluations == othersBefore)
  }

  /// A label that compares by identity, so that a view holding one can have its `==` made.
  struct LabelReference: Equatable {
    let label: Label

    static func == (lhs: LabelReference, rhs: LabelReference) -> Bool {
      lhs.label === rhs.label
    }
  }

  /// A value row whose `==` the compiler writes; its state takes no part in it.
  struct Cell: DeclaredView, Equatable {
    let text: String
    let target: LabelReference
    @State private var taps = 0

    var body: some DeclaredView { Text("\(text) \(taps)", in: target.label) }
  }

  /// A title over a cell for each of the model's names, identified by place.
  struct Names: DeclaredView {
    let model: Model
    let title: Label
    let targets: [LabelReference]

    var body: some DeclaredView {
      Text(model.title, in: title)
      ForEach(Array(zip(model.names, targets).enumerated()), id: \.offset) { _, pair in
        Cell(text: pair.0, target: pair.1)
      }
    }
  }

  @Test("a view with a compiler-made == and state is evaluated only when its inputs change")
  func synthesizedEquality() {
    let model = Model()
    model.names = ["a", "b", "c"]
    let targets = (0..<3).map { _ in LabelReference(label: Label()) }
    let harness = Harness { _ in Names(model: model, title: Label(), targets: targets) }
    harness.step()
    model.title = "Saved"
    let titleChange = harness.step()
    model.names[1] = "x"
    let nameChange = harness.step()

    #expect(titleChange == ["Names"])
    #expect(nameChange == ["Names", "Names › Cell[id: 1]"])
    #expect(targets.map(\.label.text) == ["a 0", "x 0", "c 0"])
  }

  /// Shows the model's title, or not, as its parent says.
  struct Caption: DeclaredView {
    let model: Model
    let showsTitle: Bool
    let label: Label

    var body: some DeclaredView {
      Text(showsTitle ? model.title : "No title", in: label)
    }
  }

  /// A caption told by the model's flag whether to show the title.
  struct Card: DeclaredView {
    let model: Model
    let label: Label

    var body: some DeclaredView {
      Caption(model: model, showsTitle: model.showsFirst, label: label)
    }
  }

  @Test("what a body no longer reads no longer evaluates it, though its old tracking remains")
  func trackingFollowsLatestEvaluation() {
    let model = Model()
    let label = Label()
    let harness = Harness { _ in Card(model: model, label: label) }
    var history: [[String]] = []
    history.append(harness.step())
    model.title = "Paris"
    history.append(harness.step())
    model.showsFirst = false
    history.append(harness.step())
    model.title = "Tokyo"
    history.append(harness.step())

    #expect(
      history == [
        ["Card", "Card › Caption"], ["Card › Caption"], ["Card", "Card › Caption"], [],
      ])
    #expect(label.text == "No title")
  }

  /// A search box: its text is its own state, bound to the prompt; loading spins the spinner.
  struct Search: DeclaredView {
    let model: Model
    let prompt: PromptView
    let label: Label
    let spinner: Spinner
    @State private var city = ""

    var body: some DeclaredView {
      TextField(text: $city, in: prompt) { model.names.append($0) }
      Text(city.isEmpty ? "Enter city" : "Searching \(city)…", in: label)
      ActivityIndicator(isAnimating: model.isLoading, in: spinner)
    }
  }

  @Test("a text field shows and sets its binding, and submits; an indicator follows its flag")
  func textFieldAndIndicator() {
    let model = Model()
    let label = Label()
    let spinner = Spinner()
    let harness = Harness { prompt in
      Search(model: model, prompt: prompt, label: label, spinner: spinner)
    }
    harness.step { label.text }
    harness.screen.prompt.text = "Par"
    harness.step { label.text }
    model.isLoading = true
    harness.screen.prompt.submit("Paris")
    harness.step { label.text }
    model.isLoading = false
    harness.step()

    #expect(harness.shown == ["Enter city", "Searching Par…", "Enter city"])
    #expect(model.names == ["Paris"])
    #expect(spinner.history == [true, false])
    #expect(harness.mistakes.isEmpty)
  }

  @Test("a prompt does not keep the view that declared its text field, whose action captures it")
  func promptKeepsNoDeclaringView() {
    weak var prompt: PromptView?
    do {
      let (model, label, spinner) = (Model(), Label(), Spinner())
      let harness = Harness { prompt in
        Search(model: model, prompt: prompt, label: label, spinner: spinner)
      }
      harness.step()
      harness.screen.prompt.submit("Paris")
      #expect(model.names == ["Paris"], "the action still runs")
      prompt = harness.screen.prompt
    }
    #expect(prompt == nil)
  }

  @Test("viewDidLoad evaluates at once; a new root view is evaluated only if its inputs differ")
  func viewDidLoadAndRootView() {
    let label = Label()
    let (first, second) = (RowModel(id: 1, temperature: 5), RowModel(id: 2, temperature: 7))
    let harness = Harness { _ in Row(model: first, label: label) }
    harness.host.viewDidLoad()
    let loaded = label.text
    var history = [harness.step()]
    harness.host.rootView = Row(model: first, label: label)
    history.append(harness.step())
    harness.host.rootView = Row(model: second, label: label)
    history.append(harness.step())

    #expect(loaded == "1: 5°")
    #expect(history == [[], [], ["Row"]])
    #expect(label.text == "2: 7°")
  }

  /// A text field for a value that its parent owns.
  struct Field: DeclaredView {
    @Binding var text: String
    let prompt: PromptView

    var body: some DeclaredView { TextField(text: $text, in: prompt) }
  }

  /// Owns the text, and shows it beside the field that edits it.
  struct Form: DeclaredView {
    let prompt: PromptView
    let label: Label
    @State private var city = ""

    var body: some DeclaredView {
      Field(text: $city, prompt: prompt)
      Text("City: \(city)", in: label)
    }
  }

  @Test("a child edits its parent's state through a @Binding; both are evaluated once")
  func bindingToParentState() {
    let label = Label()
    let harness = Harness { prompt in Form(prompt: prompt, label: label) }
    harness.step()
    harness.screen.prompt.text = "Oslo"

    #expect(harness.step() == ["Form", "Form › Field"])
    #expect(label.text == "City: Oslo")
  }

  @Test("the host on a plain view updates in that view's own update pass")
  func hostOnPlainView() {
    let passes = PassQueue()
    let screen = ScreenView(width: 52, scheduler: passes.scheduler, promptTitle: "›")
    let container = View()
    screen.addSubview(container)
    let label = Label()
    let row = RowModel(id: 1, temperature: 5)
    let host = HostingController(rootView: Row(model: row, label: label), on: container)
    passes.runPasses()
    row.temperature = 6
    passes.runPasses()

    #expect(label.text == "1: 6°")
    #expect(host.bodyEvaluations == 2)
  }
}
