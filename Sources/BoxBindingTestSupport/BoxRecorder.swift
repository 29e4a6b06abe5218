import BoxBinding

/// Records every value a box emits, so tests can assert on the whole history, in the spirit of
/// Kickstarter's `TestObserver`.
///
/// The recorder binds, and a bind replays the current value, so ``values`` starts with the
/// value the box holds when recording begins. The binding is scoped to the recorder, so the box
/// holds it weakly, and the recorder does not hold the box: neither keeps the other alive.
///
/// ```swift
/// let name = Box("Loading…")
/// let recorder = BoxRecorder(name)
/// name.value = "Loading…"  // a duplicate: skipped, so not recorded
/// name.value = "Paris, France"
/// #expect(recorder.values == ["Loading…", "Paris, France"])
/// ```
public final class BoxRecorder<T> {
  /// Every value emitted since the recorder started, oldest first, starting with the value the
  /// box held then.
  public private(set) var values: [T] = []

  /// Starts recording the read-only face of a box, as a view model hands it out.
  ///
  /// - Parameter box: The box to record; it is not retained.
  ///
  /// ```swift
  /// let recorder = BoxRecorder(viewModel.locationName)
  /// ```
  public init(_ box: ReadOnlyBox<T>) {
    box.bind(to: self) { recorder, value in recorder.values.append(value) }
  }

  /// Starts recording `box`.
  ///
  /// - Parameter box: The box to record; it is not retained.
  ///
  /// ```swift
  /// let recorder = BoxRecorder(box)
  /// ```
  public convenience init(_ box: Box<T>) {
    self.init(box.readOnly)
  }

  /// The most recent value emitted, or nil before any (which cannot happen after `init`,
  /// since the current value is recorded at once).
  ///
  /// ```swift
  /// #expect(recorder.lastValue == "Paris, France")
  /// ```
  public var lastValue: T? { values.last }
}
