import Observation
import Testing
import WeatherScreens
import WeatherViews

/// The display cycle's update pass: `updateProperties()` runs inside Observation tracking, and
/// a change to what it read asks for one more pass, as UIKit does since iOS 26.
@MainActor
@Suite("updateProperties() and observation tracking")
struct UpdatePropertiesTests {
  @Observable
  @MainActor
  final class Model {
    var title = "Loading…"
    var detail = "Wind 8 mph"
    var showsDetail = false
  }

  /// A controller that shows the model's title, and its detail only when asked to.
  @MainActor
  final class Controller: ViewController {
    let view: WeatherView
    let model = Model()
    /// Not observable: whoever changes it must ask for an update by hand.
    var suffix = ""
    var updates = 0

    init(view: WeatherView) {
      self.view = view
    }

    func viewDidLoad() {}

    func updateProperties() {
      updates += 1
      view.locationLabel.text = model.title + suffix
      if model.showsDetail { view.currentConditionsView.windLabel.text = model.detail }
    }
  }

  /// Passes that wait until the test runs them: the turns of the run loop, stepped by hand.
  @MainActor
  final class Passes {
    var waiting: [@MainActor @Sendable () -> Void] = []

    var scheduler: DisplayScheduler { DisplayScheduler { [self] pass in waiting.append(pass) } }

    func runAll() {
      let now = waiting
      waiting = []
      for pass in now { pass() }
    }
  }

  /// A screen with a controller attached, its first pass run, and its frames kept.
  @MainActor
  final class Screen {
    let passes = Passes()
    let view: WeatherView
    let controller: Controller
    var frames: [String] = []

    init() {
      view = WeatherView(scheduler: passes.scheduler)
      controller = Controller(view: view)
      view.onDisplay = { [unowned self] frame in frames.append(frame.lines[1]) }
      view.viewController = controller
      passes.runAll()
    }
  }

  static func row(_ text: String) -> String {
    "│ " + TextWidth.pad(text, columns: WeatherView.defaultWidth - 4) + " │"
  }

  @Test("attaching a controller schedules a pass that updates, then draws what it set")
  func firstPass() {
    let passes = Passes()
    let view = WeatherView(scheduler: passes.scheduler)
    let controller = Controller(view: view)
    var frames: [Frame] = []
    view.onDisplay = { frames.append($0) }
    view.viewController = controller
    #expect(view.needsUpdateProperties)
    #expect(passes.waiting.count == 1)
    passes.runAll()
    #expect(controller.updates == 1)
    #expect(frames.map { $0.lines[1] } == [Self.row("Loading…")])
    // The labels that the update set were drawn by the same pass: none is left waiting.
    #expect(passes.waiting.isEmpty)
    #expect(!view.needsDisplay && !view.needsUpdateProperties)
  }

  @Test("changes to what the update read share one pass, which reads the latest values")
  func changesCoalesce() {
    let screen = Screen()
    screen.controller.model.title = "Paris, France"
    #expect(screen.view.needsUpdateProperties)
    screen.controller.model.title = "Tokyo, Japan"
    #expect(screen.passes.waiting.count == 1)
    #expect(screen.controller.updates == 1)
    screen.passes.runAll()
    #expect(screen.controller.updates == 2)
    #expect(screen.frames == [Self.row("Loading…"), Self.row("Tokyo, Japan")])
  }

  @Test("tracking is renewed by every pass, so every later change is seen")
  func trackingRenews() {
    let screen = Screen()
    for name in ["Paris, France", "Tokyo, Japan", "Oslo, Norway"] {
      screen.controller.model.title = name
      #expect(screen.passes.waiting.count == 1, "no pass for \(name)")
      screen.passes.runAll()
    }
    #expect(screen.controller.updates == 4)
    #expect(screen.frames.last == Self.row("Oslo, Norway"))
  }

  @Test("only what the latest update read is tracked")
  func tracksWhatWasRead() {
    let screen = Screen()
    // Not read yet: no pass.
    screen.controller.model.detail = "Wind 13 mph"
    #expect(screen.passes.waiting.isEmpty)
    #expect(!screen.view.needsUpdateProperties)
    // Read from now on: a pass for each change.
    screen.controller.model.showsDetail = true
    screen.passes.runAll()
    #expect(screen.view.currentConditionsView.windLabel.text == "Wind 13 mph")
    screen.controller.model.detail = "Wind 3 mph"
    screen.passes.runAll()
    #expect(screen.view.currentConditionsView.windLabel.text == "Wind 3 mph")
    // Not read again: no pass.
    screen.controller.model.showsDetail = false
    screen.passes.runAll()
    let updates = screen.controller.updates
    screen.controller.model.detail = "Wind 20 mph"
    #expect(screen.passes.waiting.isEmpty)
    #expect(screen.controller.updates == updates)
  }

  @Test("setting a property to the value it holds asks for no pass")
  func sameValue() {
    let screen = Screen()
    screen.controller.model.title = "Loading…"
    #expect(screen.passes.waiting.isEmpty)
    #expect(screen.controller.updates == 1)
  }

  @Test("setNeedsUpdateProperties() asks by hand for the pass of the view it is called on")
  func byHand() {
    let screen = Screen()
    screen.controller.suffix = " (cached)"
    #expect(screen.passes.waiting.isEmpty)
    // Another view's pass is its own: the prompt has none to run, and the controller's waits.
    screen.view.prompt.setNeedsUpdateProperties()
    #expect(screen.passes.waiting.count == 1)
    screen.passes.runAll()
    #expect(screen.controller.updates == 1)
    // The screen view's pass is its controller's.
    screen.view.setNeedsUpdateProperties()
    screen.passes.runAll()
    #expect(screen.controller.updates == 2)
    #expect(screen.frames.last == Self.row("Loading… (cached)"))
  }

  @Test("an update that sets what the views already show draws no frame")
  func nothingNewToDraw() {
    let screen = Screen()
    screen.view.setNeedsUpdateProperties()
    screen.passes.runAll()
    #expect(screen.controller.updates == 2)
    #expect(screen.frames.count == 1)
  }

  @Test("a change made while a frame is handed out gets a pass of its own")
  func changeWhileDrawing() {
    let screen = Screen()
    var changed = false
    screen.view.onDisplay = { [unowned screen] frame in
      screen.frames.append(frame.lines[1])
      if !changed {
        changed = true
        screen.controller.model.title = "Paris, France"
      }
    }
    screen.view.setNeedsDisplay()
    screen.passes.runAll()
    #expect(screen.passes.waiting.count == 1)
    screen.passes.runAll()
    #expect(screen.frames.suffix(2) == [Self.row("Loading…"), Self.row("Paris, France")])
  }

  @Test("the view does not keep its controller, and a change after it is gone is harmless")
  func controllerGone() {
    let passes = Passes()
    let view = WeatherView(scheduler: passes.scheduler)
    var controller: Controller? = Controller(view: view)
    let model = controller!.model
    view.viewController = controller
    passes.runAll()
    weak let watched = controller
    controller = nil
    #expect(watched == nil)
    #expect(view.viewController == nil)
    model.title = "Paris, France"
    passes.runAll()
    #expect(view.locationLabel.text == "Loading…")
  }

  @Test("a controller that does not override updateProperties() changes nothing")
  func defaultUpdate() {
    final class Plain: ViewController {
      func viewDidLoad() {}
    }
    let passes = Passes()
    let view = WeatherView(scheduler: passes.scheduler)
    let controller = Plain()
    view.viewController = controller
    passes.runAll()
    #expect(view.render() == WeatherView(scheduler: .manual).render())
    #expect(passes.waiting.isEmpty)
  }
}
