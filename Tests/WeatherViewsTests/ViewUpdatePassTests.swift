import Observation
import Testing
import WeatherViews

/// Views with update passes of their own, as `UIView.updateProperties()` since iOS 26: each
/// pass runs in its own Observation tracking, so a change re-runs only the passes that read it.
@MainActor
@Suite("A view's own updateProperties()")
struct ViewUpdatePassTests {
  /// A row's model: one object for each row, as a list keeps one view model for each cell.
  @Observable
  @MainActor
  final class Row {
    var text: String

    init(_ text: String) { self.text = text }
  }

  @Observable
  @MainActor
  final class Model {
    var title = "Places"
    let rows: [Row]

    init(rows: Int) {
      self.rows = (0..<rows).map { Row("Row \($0)") }
    }
  }

  /// A controller that shows the model's title, and nothing of its rows.
  @MainActor
  final class Controller: ViewController {
    let label: Label
    let model: Model

    init(label: Label, model: Model) {
      self.label = label
      self.model = model
    }

    func viewDidLoad() {}
    func updateProperties() { label.text = model.title }
  }

  /// A screen view with a controller and a view a row, each row's pass reading its row alone;
  /// every update pass is recorded, by the name of its view.
  @MainActor
  final class Screen {
    var waiting: [@MainActor @Sendable () -> Void] = []
    let view: ScreenView
    let title = Label()
    let model: Model
    let controller: Controller
    var rows: [View] = []
    var names: [ObjectIdentifier: String] = [:]
    var passes: [String] = []

    init(rows count: Int) {
      model = Model(rows: count)
      controller = Controller(label: title, model: model)
      view = ScreenView(width: 40, scheduler: .manual, promptTitle: ">")
      view.addSubview(title)
      names[ObjectIdentifier(view)] = "controller"
      for index in 0..<count {
        let row = View()
        let label = Label()
        row.addSubview(label)
        let rowModel = model.rows[index]
        row.updatePropertiesHandler = { label.text = rowModel.text }
        add(row, named: "row \(index)", to: view)
      }
      view.onUpdatePass = { [unowned self] in passes.append(names[ObjectIdentifier($0)] ?? "?") }
      view.viewController = controller
      runPass()
      passes = []
    }

    func add(_ row: View, named name: String, to parent: View) {
      names[ObjectIdentifier(row)] = name
      rows.append(row)
      parent.addSubview(row)
    }

    /// One display pass, as the scheduler would run it: the update passes, then the frame.
    func runPass() {
      view.displayIfNeeded()
    }
  }

  @Test("every pass runs once when the screen first shows, the controller's first")
  func firstPasses() {
    let model = Model(rows: 2)
    let view = ScreenView(width: 40, scheduler: .manual, promptTitle: ">")
    let title = Label()
    let controller = Controller(label: title, model: model)
    // Identities, not the views: the view keeps this closure, which must not keep the view.
    var passes: [ObjectIdentifier] = []
    view.onUpdatePass = { passes.append(ObjectIdentifier($0)) }
    let row = View()
    let label = Label()
    row.addSubview(label)
    row.updatePropertiesHandler = { label.text = model.rows[1].text }
    view.addSubview(row)
    view.viewController = controller
    view.displayIfNeeded()
    #expect(passes == [view, row].map(ObjectIdentifier.init))
    #expect(title.text == "Places")
    #expect(label.text == "Row 1")
    #expect(!view.hasWaitingUpdatePasses)
  }

  @Test("a change to what one view's pass read re-runs that view's pass alone")
  func oneViewAlone() {
    let screen = Screen(rows: 3)
    screen.model.rows[1].text = "Row one, changed"
    #expect(screen.view.hasWaitingUpdatePasses)
    screen.runPass()
    #expect(screen.passes == ["row 1"])
    screen.model.title = "Saved places"
    screen.runPass()
    #expect(screen.passes == ["row 1", "controller"])
  }

  @Test("a pass that is not tracked runs when asked for, and not again when what it read changes")
  func untrackedPass() {
    let model = Model(rows: 1)
    let view = ScreenView(width: 40, scheduler: .manual, promptTitle: ">")
    var passes = 0
    view.onUpdatePass = { _ in passes += 1 }
    let row = View()
    let label = Label()
    row.addSubview(label)
    row.tracksUpdatePass = false
    row.updatePropertiesHandler = { label.text = model.rows[0].text }
    view.addSubview(row)
    view.displayIfNeeded()
    #expect(passes == 1)
    // Tracked, the pass would be asked for again by this change.
    model.rows[0].text = "Row zero, changed"
    #expect(!view.hasWaitingUpdatePasses)
    view.displayIfNeeded()
    #expect(passes == 1)
    #expect(label.text == "Row 0")
    // Asked for, it runs and reads the new value.
    row.setNeedsUpdateProperties()
    view.displayIfNeeded()
    #expect(passes == 2)
    #expect(label.text == "Row zero, changed")
  }

  @Test("one change among a thousand views runs one pass")
  func flatInTheListsLength() {
    let screen = Screen(rows: 1_000)
    screen.model.rows[500].text = "Row 500, changed"
    screen.runPass()
    #expect(screen.passes == ["row 500"])
  }

  @Test("parents run before their children, and the screen's controller before both")
  func parentsFirst() {
    let screen = Screen(rows: 0)
    let parent = View()
    let child = View()
    screen.add(parent, named: "parent", to: screen.view)
    screen.add(child, named: "child", to: parent)
    screen.runPass()
    screen.passes = []
    child.setNeedsUpdateProperties()
    parent.setNeedsUpdateProperties()
    screen.view.setNeedsUpdateProperties()
    screen.runPass()
    #expect(screen.passes == ["controller", "parent", "child"])
  }

  @Test("a view that a pass adds runs its first pass in the same display pass")
  func addedByAPass() {
    let screen = Screen(rows: 0)
    let added = View()
    let label = Label()
    added.addSubview(label)
    added.updatePropertiesHandler = { label.text = "added" }
    screen.names[ObjectIdentifier(added)] = "added"
    let parent = View()
    screen.add(parent, named: "parent", to: screen.view)
    parent.updatePropertiesHandler = { [unowned parent] in parent.addSubview(added) }
    var frames = 0
    screen.view.onDisplay = { _ in frames += 1 }
    screen.runPass()
    #expect(screen.passes == ["parent", "added"])
    #expect(label.text == "added")
    #expect(frames == 1)
  }

  @Test("a tree built off screen runs its passes when it joins one, parents first")
  func joinsAScreen() {
    let screen = Screen(rows: 0)
    let parent = View()
    let child = View()
    var order: [String] = []
    child.updatePropertiesHandler = { order.append("child") }
    parent.updatePropertiesHandler = { order.append("parent") }
    parent.addSubview(child)
    screen.runPass()
    #expect(order.isEmpty, "no pass runs for a view on no screen")
    screen.view.addSubview(parent)
    screen.runPass()
    #expect(order == ["parent", "child"])
  }

  @Test("a view taken off the screen runs no pass there, and runs it once it is added back")
  func removedView() {
    let screen = Screen(rows: 2)
    screen.model.rows[1].text = "Row one, changed"
    screen.rows[1].removeFromSuperview()
    screen.runPass()
    #expect(screen.passes.isEmpty)
    #expect(!screen.view.hasWaitingUpdatePasses)
    screen.view.addSubview(screen.rows[1])
    screen.runPass()
    #expect(screen.passes == ["row 1"])
  }

  @Test("a pass that asks for itself again runs once a display pass, not in a loop")
  func asksAgain() {
    let screen = Screen(rows: 0)
    let restless = View()
    var runs = 0
    restless.updatePropertiesHandler = { [unowned restless] in
      runs += 1
      restless.setNeedsUpdateProperties()
    }
    screen.add(restless, named: "restless", to: screen.view)
    screen.runPass()
    #expect(runs == 1)
    #expect(screen.view.hasWaitingUpdatePasses)
    screen.runPass()
    #expect(runs == 2)
  }

  @Test("a subclass that overrides updateProperties() runs it when asked")
  func subclassOverride() {
    final class Badge: View {
      let label = Label()
      var count = 0

      override init() {
        super.init()
        addSubview(label)
        setNeedsUpdateProperties()
      }

      override func updateProperties() { label.text = "\(count)" }
    }
    let screen = Screen(rows: 0)
    let badge = Badge()
    screen.add(badge, named: "badge", to: screen.view)
    screen.runPass()
    #expect(badge.label.text == "0")
    badge.count = 3
    screen.runPass()
    #expect(badge.label.text == "0", "count is not observable: no pass without a request")
    badge.setNeedsUpdateProperties()
    screen.runPass()
    #expect(badge.label.text == "3")
    #expect(screen.passes == ["badge", "badge"])
  }
}
