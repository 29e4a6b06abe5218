import BoxBinding
import BoxBindingTestSupport
import Testing

/// A view model confined to the main actor, as the showcase's is; its boxes live there too.
@MainActor
private final class ForecastViewModel {
  let summary = Box("Loading...")
  let temperature = Box(0)

  /// Computes off the main actor, then sets the box back on it.
  func refresh() async {
    let text = await Task.detached { ForecastViewModel.slowSummary() }.value
    summary.value = text
  }

  nonisolated static func slowSummary() -> String {
    (1...1000).reduce(0, +) == 500_500 ? "Sunny, 21°" : "?"
  }
}

@MainActor
private final class ForecastViewController {
  let viewModel: ForecastViewModel
  var summaryText = ""
  var temperatureText = ""

  init(viewModel: ForecastViewModel) { self.viewModel = viewModel }

  func viewDidLoad() {
    viewModel.summary.bind(to: self) { controller, summary in
      MainActor.preconditionIsolated()
      controller.summaryText = summary
    }
    viewModel.temperature.bind { [weak self] temperature in
      self?.temperatureText = "\(temperature)°"
    }
  }
}

@Suite("Isolation: boxes owned by the main actor, values made in the background")
struct BoxIsolationTests {
  /// A view model with its controller bound to it, as a screen has them after loading.
  @MainActor
  private func loadedScreen() -> (ForecastViewModel, ForecastViewController) {
    let viewModel = ForecastViewModel()
    let controller = ForecastViewController(viewModel: viewModel)
    controller.viewDidLoad()
    return (viewModel, controller)
  }

  @Test("a value computed in a detached task reaches the box on the main actor")
  @MainActor
  func detachedTaskValue() async {
    let (viewModel, controller) = loadedScreen()
    let recorder = BoxRecorder(viewModel.summary)

    await viewModel.refresh()

    #expect(recorder.values == ["Loading...", "Sunny, 21°"])
    #expect(controller.summaryText == "Sunny, 21°")
  }

  @Test("a set from a task that hopped to the main actor reaches the listeners before it returns")
  @MainActor
  func detachedTaskHops() async {
    let (viewModel, controller) = loadedScreen()
    let recorder = BoxRecorder(viewModel.temperature)

    let shown = await Task.detached {
      var shown: [String] = []
      for reading in [5, 10, 15, 20] {
        let text = await MainActor.run {
          viewModel.temperature.value = reading
          // Read in the same turn as the set: the box called its listener synchronously.
          return controller.temperatureText
        }
        shown.append(text)
      }
      return shown
    }.value

    #expect(shown == ["5°", "10°", "15°", "20°"])
    #expect(recorder.values == [0, 5, 10, 15, 20])
  }

  @Test("many background tasks setting at once: every value reaches the listener, in set order")
  @MainActor
  func concurrentProducers() async {
    @MainActor final class SetLog { var values: [Int] = [] }
    let viewModel = ForecastViewModel()
    let recorder = BoxRecorder(viewModel.temperature)
    let log = SetLog()
    await withTaskGroup(of: Void.self) { group in
      for reading in 1...50 {
        group.addTask {
          let value = reading * 2
          await MainActor.run {
            viewModel.temperature.value = value
            log.values.append(value)
          }
        }
      }
    }
    #expect(log.values.count == 50)
    #expect(Array(recorder.values.dropFirst()) == log.values)
  }

  @Test("a main-actor task may set a box that main-actor code owns")
  @MainActor
  func mainActorTaskSetsLocalBox() async {
    let box = Box("Loading...")
    let recorder = BoxRecorder(box)
    let reading = await Task.detached { ForecastViewModel.slowSummary() }.value
    await Task { @MainActor in box.value = reading }.value
    #expect(recorder.values == ["Loading...", "Sunny, 21°"])
  }
}
