import Synchronization

/// Counts what controllers do to the views, for a tool that shows how each variant reaches
/// the same frame (`weather-side-by-side`).
///
/// Counting is off unless a tool turns it on: a write then costs one load of a flag that is
/// false. Every assignment counts, including one that repeats the text already shown,
/// because that is the work a controller asked for; only a change asks for a redraw.
///
/// ```swift
/// ViewActivity.isCounting = true
/// let before = ViewActivity.labelWrites
/// view.locationLabel.text = "Paris, France"
/// print(ViewActivity.labelWrites - before)  // 1
/// ```
public enum ViewActivity {
  // Atomics, not static variables: a static `var` is checked for exclusive access at run time
  // on every read, which cost about 90 instructions a label write with counting off.
  private static let counting = Atomic(false)
  private static let writes = Atomic(0)
  private static let changes = Atomic(0)

  /// Whether writes are counted now.
  public static var isCounting: Bool {
    get { counting.load(ordering: .relaxed) }
    set { counting.store(newValue, ordering: .relaxed) }
  }

  /// The writes to a ``Label``'s text or an ``ImageView``'s image made while counting,
  /// since the process started.
  public static var labelWrites: Int { writes.load(ordering: .relaxed) }

  /// The changes to what a view controller's `updateProperties()` read that the display
  /// cycle was told of while counting: each one ends that tracking and asks for a new pass
  /// (see ``WeatherView/updatePropertiesIfNeeded()``).
  public static var trackedChanges: Int { changes.load(ordering: .relaxed) }

  /// Counts a write to a label or an image view, if counting.
  ///
  /// Never inlined: inlined, its atomics made a label's `didSet` too large to be inlined into
  /// the setter, and the setter then checked exclusive access to `text` twice (about 100
  /// instructions a write, measured with callgrind); a call costs a handful.
  @inline(never)
  static func countWrite() {
    if counting.load(ordering: .relaxed) { writes.add(1, ordering: .relaxed) }
  }

  /// Counts a tracked change, if counting.
  @inline(never)
  static func countTrackedChange() {
    if counting.load(ordering: .relaxed) { changes.add(1, ordering: .relaxed) }
  }
}
