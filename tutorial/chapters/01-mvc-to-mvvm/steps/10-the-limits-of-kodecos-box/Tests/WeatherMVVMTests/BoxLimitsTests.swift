import Testing
import WeatherMVVMViewModels

/// What Kodeco's `Box` cannot do, each limit shown by running it.
@MainActor
@Suite("Kodeco's Box")
struct BoxLimitsTests {
  @Test("a second bind replaces the first listener")
  func secondBindReplacesFirst() {
    let name = Box("Loading…")
    var label: [String] = []
    var test: [String] = []
    name.bind { label.append($0) }
    name.bind { test.append($0) }
    name.value = "Paris, France"

    // The label stopped hearing the moment the test started listening.
    #expect(label == ["Loading…"])
    #expect(test == ["Loading…", "Paris, France"])
  }

  @Test("the only way to stop listening stops every listener")
  func noWayToUnbindOne() {
    let name = Box("Loading…")
    var heard: [String] = []
    name.bind { heard.append($0) }
    name.bind(listener: nil)
    name.value = "Paris, France"

    #expect(heard == ["Loading…"])
    #expect(name.listener == nil)
  }

  @Test("a listener that captures its owner strongly keeps the owner alive")
  func strongCaptureKeepsOwnerAlive() {
    final class Screen {
      let name = Box("Loading…")
      var text = ""
      init() {
        // Without [weak self]: the box holds the listener, and the listener holds the screen.
        name.bind { self.text = $0 }
      }
    }
    weak var gone: Screen?
    do {
      let screen = Screen()
      gone = screen
    }
    #expect(gone != nil)
    // Only unbinding by hand breaks the cycle.
    gone?.name.bind(listener: nil)
    #expect(gone == nil)
  }
}
