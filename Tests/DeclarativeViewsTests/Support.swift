import DeclarativeViews
import Observation
import Testing
import WeatherViews

/// A display cycle stepped by hand: the passes that the screen schedules wait here until the
/// test runs them, so a test can count them.
@MainActor
final class PassQueue {
  private(set) var waiting: [@MainActor @Sendable () -> Void] = []
  /// How many passes were scheduled in all.
  private(set) var scheduled = 0

  var scheduler: DisplayScheduler {
    DisplayScheduler { [weak self] pass in
      self?.waiting.append(pass)
      self?.scheduled += 1
    }
  }

  /// Runs the waiting passes, and the passes that they schedule, up to `limit` of them.
  ///
  /// - Returns: How many ran; `limit` means the cycle did not settle.
  @discardableResult
  func runPasses(limit: Int = 10) -> Int {
    var count = 0
    while !waiting.isEmpty, count < limit {
      let pass = waiting.removeFirst()
      pass()
      count += 1
    }
    return count
  }
}

/// A screen whose display cycle a ``PassQueue`` steps, hosting `content`, with a record of the
/// bodies each pass evaluated and of every mistake reported.
@MainActor
final class Harness<Content: DeclaredView> {
  let passes = PassQueue()
  let screen: ScreenView
  let host: HostingController<Content>
  /// The bodies evaluated, by path, since the last ``step()``.
  private(set) var evaluated: [String] = []
  private(set) var mistakes: [UpdateMistake] = []

  init(_ makeContent: (PromptView) -> Content) {
    screen = ScreenView(width: 52, scheduler: passes.scheduler, promptTitle: "›")
    host = HostingController(rootView: makeContent(screen.prompt), on: screen)
    host.onBodyEvaluation = { [weak self] path in self?.evaluated.append(path) }
    host.onMistake = { [weak self] mistake in self?.mistakes.append(mistake) }
  }

  /// What ``step(showing:)`` recorded, one entry a step.
  private(set) var shown: [String] = []

  /// Runs the display passes that are waiting, then records what `read` shows.
  func step(showing read: () -> String) {
    step()
    shown.append(read())
  }

  /// Runs the display passes that are waiting, and returns the bodies they evaluated.
  @discardableResult
  func step() -> [String] {
    evaluated = []
    passes.runPasses()
    return evaluated
  }
}

/// A model that bodies read, as a view model would be.
@MainActor
@Observable
final class Model {
  var title = "Places"
  var showsFirst = true
  var isLoading = false
  var names: [String] = []
  var unread = 0
}

/// One row's model, so that a row can change without its list.
@MainActor
@Observable
final class RowModel: Identifiable {
  let id: Int
  var temperature: Int

  init(id: Int, temperature: Int) {
    self.id = id
    self.temperature = temperature
  }
}

/// The retained views of one row, as a list's cell has its labels.
@MainActor
final class RowViews {
  let label = Label()
  let prompt = PromptView(title: "›")
}

/// A spinner that remembers what it was told.
@MainActor
final class Spinner: View, ActivityIndicating {
  private(set) var isAnimating = false
  private(set) var history: [Bool] = []

  func startAnimating() {
    isAnimating = true
    history.append(true)
  }

  func stopAnimating() {
    isAnimating = false
    history.append(false)
  }
}

/// A screen that a host of declared views draws itself, with a display cycle stepped by hand
/// and a record of every frame it drew.
@MainActor
final class DrawnHarness<Content: DeclaredView> {
  let passes = PassQueue()
  let host: HostingController<Content>
  private(set) var frames: [Frame] = []

  init(width: Int = 32, _ content: Content) {
    host = HostingController(
      rootView: content, width: width, scheduler: passes.scheduler, promptTitle: "›")
    host.screen?.onDisplay = { [weak self] frame in self?.frames.append(frame) }
    host.onMistake = { mistake in Issue.record("\(mistake)") }
    host.viewDidLoad()
    host.screen?.setNeedsDisplay()
  }

  var screen: ScreenView {
    guard let screen = host.screen else { preconditionFailure("the host draws its screen") }
    return screen
  }

  /// Runs the waiting passes and returns the lines inside the panel of each frame they drew,
  /// without the borders, the prompt and the bottom rule.
  @discardableResult
  func step() -> [[String]] {
    let before = frames.count
    passes.runPasses()
    return frames[before...].map(Self.inside)
  }

  /// The lines between the top rule and the prompt, each without its border and margins.
  static func inside(_ frame: Frame) -> [String] {
    frame.lines[1..<frame.promptLine].map { line in
      line.hasPrefix("├") ? "—" : String(line.dropFirst(2).dropLast(2))
    }
  }
}
