import BoxBinding
import Foundation
import Observation
import WeatherViews

extension BenchmarkSuite {
  /// Section 2.2: one update of one label through a `Box`, and through the alternatives.
  ///
  /// Every contender ends in the same `label.text = text` on a label of a `WeatherView` that
  /// never draws, alternating between the same two texts. Each spells out its own loop rather
  /// than passing a closure to a shared one: whether the optimizer sees through such a closure
  /// could differ between contenders, and each loop must cost exactly the update it measures.
  mutating func addUpdateBenchmarks() {
    for listeners in [0, 1, 10, 100] {
      add(group: "update", name: Names.boxSet(listeners: listeners)) {
        let (view, labels) = Self.labels(listeners)
        let box = Box(Fixtures.texts[1])
        for label in labels { box.observe { label.text = $0 } }
        let texts = opaque(Fixtures.texts)
        return { iterations in
          for index in 0..<iterations { box.value = texts[index & 1] }
          blackHole(view)
        }
      }
    }
    add(group: "update", name: Names.boxSetScoped) {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[1])
      box.bind(to: view) { $0.windLabel.text = $1 }
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { box.value = texts[index & 1] }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.boxDuplicate) {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[0])
      box.bind { view.windLabel.text = $0 }
      let text = opaque(Fixtures.texts[0])
      return { iterations in
        for _ in 0..<iterations { box.value = text }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.boxBindUnbind) {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[0])
      return { iterations in
        for _ in 0..<iterations {
          box.bind { view.windLabel.text = $0 }.cancel()
        }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.closure) {
      let view = Fixtures.makeView()
      let label = view.windLabel
      // Through `opaque`, so the call stays an indirect call to a context, as a box makes it.
      let listener: (String) -> Void = opaque { label.text = $0 }
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { listener(texts[index & 1]) }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.plainWrite) {
      let view = Fixtures.makeView()
      let label = view.windLabel
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { label.text = texts[index & 1] }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.observation) {
      let view = Fixtures.makeView()
      let tracker = ObservedText(label: view.windLabel)
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { tracker.set(texts[index & 1]) }
        blackHole(view)
      }
    }
    add(group: "update", name: Names.notificationCenter) {
      let view = Fixtures.makeView()
      let poster = PostedText(label: view.windLabel)
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { poster.set(texts[index & 1]) }
        blackHole(view)
      }
    }
  }

  /// A dirty view with `count` labels as subviews, each for one listener.
  static func labels(_ count: Int) -> (WeatherView, [Label]) {
    let view = Fixtures.makeView()
    let labels = (0..<count).map { _ in Label() }
    for label in labels { view.addSubview(label) }
    return (view, labels)
  }
}

/// A text published with Observation, shown on a label by tracking that is re-armed after
/// every change, which is how `withObservationTracking` is meant to be used.
///
/// `onChange` fires once, before the new value is stored, so the label cannot be written from
/// it: it marks the text stale, and the setter re-runs the tracked write right after the set.
/// That is the cheapest synchronous use; the usual one hops to the main actor in a `Task` and
/// costs far more.
@MainActor
final class ObservedText {
  @Observable
  final class Model {
    var text = ""
  }

  private let model = Model()
  private let label: Label
  private var isStale = false

  init(label: Label) {
    self.label = label
    track()
  }

  func set(_ text: String) {
    model.text = text
    if isStale { track() }
  }

  private func track() {
    isStale = false
    withObservationTracking {
      label.text = model.text
    } onChange: {
      MainActor.assumeIsolated { self.isStale = true }
    }
  }
}

/// A text posted through a `NotificationCenter` to one observer that shows it on a label.
@MainActor
final class PostedText {
  private static let changed = Notification.Name("weather-bench.text-changed")
  private let center = NotificationCenter()
  private var observer: (any NSObjectProtocol)?

  init(label: Label) {
    observer = center.addObserver(forName: Self.changed, object: nil, queue: nil) { note in
      let text = note.userInfo?["text"] as? String ?? ""
      MainActor.assumeIsolated { label.text = text }
    }
  }

  func set(_ text: String) {
    center.post(name: Self.changed, object: nil, userInfo: ["text": text])
  }
}
