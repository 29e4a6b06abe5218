import Dispatch
import Observation

/// Records every value that a property of an `@Observable` object takes, so tests can assert
/// on the whole history, as ``BoxRecorder`` does for a box.
///
/// The recorder reads the property inside `withObservationTracking`, and reads it again
/// after each change. Observation says that a property is about to change, not what it
/// changes to, so the new value is read once the change is done: at the end of the turn of
/// the main queue in which it changed, or earlier when ``values`` is read. A property set
/// twice within one turn is therefore recorded once, with its last value, which is what a
/// screen's display pass would read; setting the value a property already holds is no change.
///
/// ``values`` starts with the value the property holds when recording begins. The recorder
/// holds the object weakly, and the object holds the recorder only until the next change.
///
/// ```swift
/// let name = ObservationRecorder(viewModel) { $0.locationName }
/// viewModel.changeLocation(to: "Paris")
/// // … once the answer has arrived:
/// #expect(name.values == ["Loading…", "Paris, France"])
/// ```
@MainActor
public final class ObservationRecorder<Object: AnyObject & Observable, Value> {
  private weak var object: Object?
  private let read: @MainActor (Object) -> Value
  private var recorded: [Value] = []
  private var isStale = false

  /// Starts recording one property of `object`.
  ///
  /// - Parameters:
  ///   - object: The observable object; it is not retained.
  ///   - read: Reads the property, such as `{ $0.locationName }`.
  public init(_ object: Object, _ read: @escaping @MainActor (Object) -> Value) {
    self.object = object
    self.read = read
    record()
  }

  /// Every value since the recorder started, oldest first, starting with the value the
  /// property held then.
  public var values: [Value] {
    catchUp()
    return recorded
  }

  /// The most recent value, or nil before any (which cannot happen after `init`, since the
  /// current value is recorded at once).
  public var lastValue: Value? { values.last }

  private func record() {
    guard let object else { return }
    let value = withObservationTracking {
      read(object)
    } onChange: { [weak self] in
      // Called inside the setter, before the new value is stored, on the thread that sets
      // it: the main actor, since the recorded objects are main-actor view models.
      MainActor.assumeIsolated { self?.changed() }
    }
    recorded.append(value)
  }

  private func changed() {
    isStale = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.catchUp() }
    }
  }

  private func catchUp() {
    guard isStale else { return }
    isStale = false
    record()
  }
}
