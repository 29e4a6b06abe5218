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
    addContenders(writingTo: "") {
      let view = Fixtures.makeView()
      return (view, view.currentConditionsView.windLabel)
    }
    // The same contenders writing a stored property of a plain object instead of a label: what
    // each mechanism costs when the write at its end is nearly free.
    addContenders(writingTo: Names.plainObject) {
      let sink = TextSink()
      return (sink, sink)
    }
    for listeners in [0, 10, 100] {
      add(group: "update", name: Names.boxSet(listeners: listeners)) {
        Self.boxWithLabels(listeners)
      }
    }
    add(group: "update", name: Names.boxSetScoped) {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[1])
      box.bind(to: view) { $0.currentConditionsView.windLabel.text = $1 }
      return Self.setting(box, keeping: view)
    }
    add(group: "update", name: Names.boxDuplicate) {
      let view = Fixtures.makeView()
      let box = Box(Fixtures.texts[0])
      box.bind { view.currentConditionsView.windLabel.text = $0 }
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
          box.bind { view.currentConditionsView.windLabel.text = $0 }.cancel()
        }
        blackHole(view)
      }
    }
  }

  /// Registers the contenders of the comparison, each updating `target` with the same texts.
  ///
  /// - Parameters:
  ///   - suffix: Appended to every name; empty for the label, the main comparison.
  ///   - make: Builds the object to keep alive and the target that every update writes.
  private mutating func addContenders<Target: TextTarget>(
    writingTo suffix: String, _ make: @escaping @MainActor () -> (AnyObject, Target)
  ) {
    add(group: "update", name: Names.boxSet(listeners: 1) + suffix) {
      let (owner, target) = make()
      let box = Box(Fixtures.texts[1])
      box.observe { target.text = $0 }
      return Self.setting(box, keeping: owner)
    }
    add(group: "update", name: Names.closure + suffix) {
      let (owner, target) = make()
      // Behind an opaque reference, so the call stays an indirect call to a context, as a box
      // makes it; the closure itself keeps its concrete type, so no reabstraction is added.
      let listener = opaque(Listener { target.text = $0 })
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { listener.call(texts[index & 1]) }
        blackHole(owner)
      }
    }
    add(group: "update", name: Names.plainWrite + suffix) {
      let (owner, target) = make()
      let texts = opaque(Fixtures.texts)
      return { iterations in
        for index in 0..<iterations { target.text = texts[index & 1] }
        blackHole(owner)
      }
    }
    add(group: "update", name: Names.observation + suffix) {
      let (owner, target) = make()
      return Self.publishing(through: ObservedText(target: target), keeping: owner)
    }
    add(group: "update", name: Names.notificationCenter + suffix) {
      let (owner, target) = make()
      return Self.publishing(through: PostedText(target: target), keeping: owner)
    }
  }

  /// The loop of the Observation and NotificationCenter contenders; generic, so it is
  /// specialized for each and calls its `set(_:)` directly.
  private static func publishing<Publisher: TextPublisher>(
    through publisher: Publisher, keeping owner: AnyObject
  ) -> BenchmarkBody {
    let texts = opaque(Fixtures.texts)
    return { iterations in
      for index in 0..<iterations { publisher.set(texts[index & 1]) }
      blackHole(owner)
    }
  }

  /// A box with `count` listeners, each writing its own label of one dirty view, and the loop
  /// that sets it.
  static func boxWithLabels(_ count: Int) -> BenchmarkBody {
    let view = Fixtures.makeView()
    let box = Box(Fixtures.texts[1])
    for _ in 0..<count {
      let label = Label()
      view.addSubview(label)
      box.observe { label.text = $0 }
    }
    return setting(box, keeping: view)
  }

  /// The loop of every box-set benchmark: set the other of the two texts.
  ///
  /// The loop sets a concrete `Box<String>` directly, so it is specialized and inlined here
  /// exactly as in the caller; only the box and what it updates differ between benchmarks.
  static func setting(_ box: Box<String>, keeping owner: AnyObject) -> BenchmarkBody {
    let texts = opaque(Fixtures.texts)
    return { iterations in
      for index in 0..<iterations { box.value = texts[index & 1] }
      blackHole(owner)
    }
  }
}

/// What a contender writes its text to: a label, or a plain object.
@MainActor
protocol TextTarget: AnyObject, Sendable {
  var text: String { get set }
}

extension Label: TextTarget {}

/// A stored string and nothing else: the cheapest write a listener can make.
@MainActor
final class TextSink: TextTarget {
  var text = ""
}

/// A mechanism under comparison that carries a text to its target.
@MainActor
protocol TextPublisher: AnyObject {
  func set(_ text: String)
}

/// A closure in a class, as a box keeps its listener.
final class Listener {
  let call: (String) -> Void

  init(_ call: @escaping (String) -> Void) {
    self.call = call
  }
}

/// A text that Observation tracks.
@Observable
final class ObservableText {
  var text = ""
}

/// A text published with Observation, shown on a target by tracking that is re-armed after
/// every change, which is how `withObservationTracking` is meant to be used.
///
/// `onChange` fires once, before the new value is stored, so the label cannot be written from
/// it: it marks the text stale, and the setter re-runs the tracked write right after the set.
/// That is the cheapest synchronous use; the usual one hops to the main actor in a `Task` and
/// costs far more.
@MainActor
final class ObservedText<Target: TextTarget>: TextPublisher {
  private let model = ObservableText()
  private let target: Target
  private var isStale = false

  init(target: Target) {
    self.target = target
    track()
  }

  func set(_ text: String) {
    model.text = text
    if isStale { track() }
  }

  private func track() {
    isStale = false
    withObservationTracking {
      target.text = model.text
    } onChange: {
      MainActor.assumeIsolated { self.isStale = true }
    }
  }
}

/// A text posted through a `NotificationCenter` to one observer that writes it to a target.
@MainActor
final class PostedText<Target: TextTarget>: TextPublisher {
  private let changed = Notification.Name("weather-bench.text-changed")
  private let center = NotificationCenter()
  private var observer: (any NSObjectProtocol)?

  init(target: Target) {
    observer = center.addObserver(forName: changed, object: nil, queue: nil) { note in
      let text = note.userInfo?["text"] as? String ?? ""
      MainActor.assumeIsolated { target.text = text }
    }
  }

  func set(_ text: String) {
    center.post(name: changed, object: nil, userInfo: ["text": text])
  }
}
