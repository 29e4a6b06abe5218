import DeclarativeViews
import Observation
import Testing
import WeatherViews

/// The rules of SwiftUI that a reader of docs/from-swiftui.md relies on, one test each, each
/// beside the documented behaviour it follows.
@MainActor
@Suite("SwiftUI's rules")
struct SwiftUIRulesTests {
  /// Counts its own appearances in its state.
  struct Tally: DeclaredView {
    @State private var count = 0

    var body: some DeclaredView {
      Text("\(count)").onAppear { count += 1 }
    }
  }

  /// Shows a tally that it keeps as a value, while the model says so.
  struct Keeper: DeclaredView {
    let model: Model
    let kept: Tally

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        Text("top")
        if model.showsFirst { kept }
      }
    }
  }

  // SwiftUI's `State` documentation and WWDC21 "Demystify SwiftUI": state belongs to a view's
  // identity, and a view that is removed and inserted again is a new identity whose state
  // starts from its initial value, whatever value the parent hands in.
  @Test("state belongs to the identity: a view removed and put back starts from its initial value")
  func stateStartsAgainWithANewIdentity() {
    let model = Model()
    let harness = DrawnHarness(Keeper(model: model, kept: Tally()))
    #expect(harness.step().last == [pad("top"), pad("1")], "the first appearance counted")
    model.showsFirst = false
    harness.step()
    model.showsFirst = true
    #expect(harness.step().last == [pad("top"), pad("1")], "a new identity counts from 0")
  }

  /// The same value placed twice.
  struct Twice<Content: DeclaredView>: DeclaredView {
    let content: Content

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        content
        content
      }
    }
  }

  // "Demystify SwiftUI": identity is structural, so two places in a body are two views, each
  // with state of its own, even when the same value is placed in both.
  @Test("state belongs to the identity: one value placed twice keeps two states")
  func oneValueTwoStates() {
    let harness = DrawnHarness(Twice(content: Tally()))
    #expect(harness.step().last == [pad("1"), pad("1")])
  }

  /// Counts the first appearance among all the places it is put in: `appearances` is shared,
  /// so only the first place's state is written.
  struct FirstTally: DeclaredView {
    let appearances: Events
    @State private var count = 0

    var body: some DeclaredView {
      Text("\(count)").onAppear {
        if appearances.appeared == 0 { count += 1 }
        appearances.appeared += 1
      }
    }
  }

  // "Demystify SwiftUI": the two places are two identities, and each body shows its own
  // identity's state, even after the other place's action ran last.
  @Test("state belongs to the identity: one value placed twice shows each place's own state")
  func oneValueShowsEachState() {
    let harness = DrawnHarness(Twice(content: FirstTally(appearances: Events())))
    #expect(harness.step().last == [pad("1"), pad("0")])
  }

  /// Shows its state, and has a way to write it from outside.
  struct Shown: DeclaredView {
    @State private var value = 0

    var body: some DeclaredView { Text("\(value)") }

    func write(_ newValue: Int) { value = newValue }
  }

  // SwiftUI's `State` documentation: state is initialised from its declaration when the view
  // first appears; a value written before then is not the view's state.
  @Test("state belongs to the identity: a write before the view is installed does not show")
  func writeBeforeInstall() {
    let screen = Shown()
    screen.write(5)
    let harness = DrawnHarness(screen)
    #expect(harness.step().last == [pad("0")])
    screen.write(7)
    #expect(harness.step().last == [pad("7")], "once installed, the same value writes its state")
  }

  /// What a branch declares, with its appearances and disappearances counted.
  @MainActor
  final class Events {
    var appeared = 0
    var disappeared = 0
  }

  struct Branch: DeclaredView {
    let model: Model
    let events: Events

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        Text("list")
        if model.showsFirst {
          Text("shown")
            .onAppear { events.appeared += 1 }
            .onDisappear { events.disappeared += 1 }
          ProgressView()
          ForEach(model.names, id: \.self) { name in Text(name) }
          Tally()
        }
      }
    }
  }

  // SwiftUI's `onAppear(perform:)` and `onDisappear(perform:)` documentation: the actions run
  // when the view appears and disappears, again each time it does; an `if` that fails removes
  // what its branch declared (ViewBuilder's `buildIf`).
  @Test(
    "removal removes: a branch that goes takes its texts, indicator, rows and state, and onDisappear runs"
  )
  func removalRemoves() {
    let model = Model()
    model.names = ["Oslo", "Lima"]
    let events = Events()
    let harness = DrawnHarness(Branch(model: model, events: events))
    #expect(
      harness.step().last == [
        pad("list"), pad("shown"), pad("…"), pad("Oslo"), pad("Lima"), pad("1"),
      ])
    model.showsFirst = false
    #expect(harness.step().last == [pad("list")])
    #expect((events.appeared, events.disappeared) == (1, 1))
    model.showsFirst = true
    #expect(
      harness.step().last == [
        pad("list"), pad("shown"), pad("…"), pad("Oslo"), pad("Lima"), pad("1"),
      ],
      "the tally came back as a new identity")
    #expect((events.appeared, events.disappeared) == (2, 1), "onAppear runs again")
  }

  /// Two branches; the first one's text counts its disappearances.
  struct Switch: DeclaredView {
    let model: Model
    let events: Events

    var body: some DeclaredView {
      if model.showsFirst {
        Text("first").onDisappear { events.disappeared += 1 }
      } else {
        Text("second")
      }
    }
  }

  // SwiftUI's `onDisappear(perform:)` documentation: the action runs when the view disappears,
  // and an `if`/`else` that switches branches removes the views of the branch it leaves.
  @Test("removal removes: switching an if/else branch runs onDisappear in the branch it leaves")
  func branchSwitchDisappears() {
    let model = Model()
    let events = Events()
    let harness = DrawnHarness(Switch(model: model, events: events))
    #expect(harness.step().last == [pad("first")])
    model.showsFirst = false
    #expect(harness.step().last == [pad("second")])
    #expect(events.disappeared == 1)
  }

  struct Settings {
    var city = "Oslo"
    var units = "metric"
  }

  /// A text field bound to a property of a struct in state.
  struct SettingsForm: DeclaredView {
    @State private var settings = Settings()

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        Text(settings.city + " " + settings.units)
        TextField(text: $settings.city)
      }
    }
  }

  // SwiftUI's `Binding` documentation: a binding's dynamic member gives a binding to one
  // property of the bound value (`$settings.city`).
  @Test("bindings: $state.field binds one property of a struct in state")
  func bindingToAField() {
    let harness = DrawnHarness(SettingsForm())
    harness.step()
    #expect(harness.screen.prompt.text == "Oslo")
    harness.screen.prompt.text = "Lima"
    #expect(harness.step().last == [pad("Lima metric")])
  }

  /// A text field bound to an `@Observable` model's property.
  struct TitleForm: DeclaredView {
    @Bindable var model: Model

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        Text(model.title)
        TextField(text: $model.title)
      }
    }
  }

  // SwiftUI's `Bindable` documentation: `@Bindable` gives bindings to the properties of an
  // `@Observable` model (`$model.title`).
  @Test(
    "bindings: @Bindable gives $model.title for an @Observable model, and .constant ignores writes")
  func bindableAndConstant() {
    let model = Model()
    let harness = DrawnHarness(TitleForm(model: model))
    harness.step()
    harness.screen.prompt.text = "Saved"
    #expect(model.title == "Saved")
    #expect(harness.step().last == [pad("Saved")])

    let constant = Binding.constant("fixed")
    constant.wrappedValue = "changed"
    #expect(constant.wrappedValue == "fixed")
  }

  /// Shows the title of the model that a view above set in the environment.
  struct EnvironmentTitle: DeclaredView, Equatable {
    @Environment(Model.self) private var model

    var body: some DeclaredView { Text(model.title) }
  }

  /// A view between the object and its reader, skipped because its inputs never change.
  struct Middle: DeclaredView, Equatable {
    var body: some DeclaredView { EnvironmentTitle() }
  }

  /// Sets one model around two titles and another, nearer, around the second one.
  struct Provider: DeclaredView {
    let outer: Model
    let inner: Model

    var body: some DeclaredView {
      VStack(alignment: .leading) {
        EnvironmentTitle()
        Group { Middle() }.environment(inner)
      }
      .environment(outer)
    }
  }

  // SwiftUI's `Environment` documentation (`init(_:)` for an `Observable` type) and
  // `View.environment(_:)`: an object set on a view is read by the views under it, the nearest
  // one of its type wins, and a view that reads it is updated when it changes; with no object
  // of the type above, SwiftUI stops the program.
  @Test(
    "environment: an object set above is read below, the nearest wins, and a view that reads it follows it"
  )
  func environmentFlowsDown() {
    let outer = Model()
    outer.title = "Outer"
    let inner = Model()
    inner.title = "Inner"
    let harness = DrawnHarness(Provider(outer: outer, inner: inner))
    var evaluated: [String] = []
    harness.host.onBodyEvaluation = { evaluated.append($0) }
    #expect(harness.step().last == [pad("Outer"), pad("Inner")])

    outer.title = "Outer 2"
    #expect(harness.step().last == [pad("Outer 2"), pad("Inner")])
    #expect(evaluated == ["Provider › EnvironmentTitle"], "only the view that read it")

    evaluated = []
    let other = Model()
    other.title = "Other"
    harness.host.rootView = Provider(outer: other, inner: inner)
    #expect(harness.step().last == [pad("Other"), pad("Inner")], "another object reaches it")
    #expect(evaluated == ["Provider", "Provider › EnvironmentTitle"])

    evaluated = []
    let nearer = Model()
    nearer.title = "Nearer"
    harness.host.rootView = Provider(outer: other, inner: nearer)
    #expect(harness.step().last == [pad("Other"), pad("Nearer")], "under a skipped view too")
    #expect(evaluated == ["Provider", "Provider › Middle › EnvironmentTitle"])
  }

  // SwiftUI's `Environment` documentation: reading an `Observable` object that no view above
  // set is a mistake (SwiftUI stops the program with "No Observable object of type … found").
  @Test("environment: a view that reads an object no view above sets is reported by its path")
  func environmentMissing() {
    var mistakes: [UpdateMistake] = []
    let passes = PassQueue()
    let host = HostingController(
      rootView: Lone(), width: 32,
      scheduler: passes.scheduler, promptTitle: "›")
    host.onMistake = { mistakes.append($0) }
    host.viewDidLoad()
    #expect(mistakes.map(\.view) == ["Lone › EnvironmentTitle"])
    #expect(
      mistakes.first?.message.hasPrefix(
        "Lone › EnvironmentTitle reads @Environment(Model.self), but no view above it sets "
          + ".environment(_:) with a Model, so its body was not evaluated.") == true)
  }

  /// Rows by name, which may repeat.
  struct Names: DeclaredView {
    let names: [String]

    var body: some DeclaredView {
      ForEach(names, id: \.self) { name in Text(name) }
    }
  }

  // SwiftUI's `ForEach` documentation: the ids must be unique; with duplicates SwiftUI logs
  // that the results are undefined.
  @Test("duplicate ids in a ForEach are reported with the view's path")
  func duplicateIDs() {
    var mistakes: [UpdateMistake] = []
    let passes = PassQueue()
    let host = HostingController(
      rootView: Names(names: ["Oslo", "Lima", "Oslo"]), width: 32, scheduler: passes.scheduler,
      promptTitle: "›")
    host.onMistake = { mistakes.append($0) }
    host.viewDidLoad()
    #expect(mistakes.map(\.view) == ["Names"])
    #expect(
      mistakes.first?.message.hasPrefix("A ForEach in Names has the id Oslo more than once")
        == true)
  }

  /// A title with no model above it.
  struct Lone: DeclaredView {
    var body: some DeclaredView { EnvironmentTitle() }
  }

  private func pad(_ text: String) -> String {
    TextWidth.pad(text, columns: 28)
  }
}
