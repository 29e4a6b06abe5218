/// Counts what controllers do to the views, for a tool that shows how each variant reaches
/// the same frame (`weather-side-by-side`).
///
/// Counting is off unless a tool turns it on: a write then costs one call that loads a flag
/// that is false. Every assignment counts, including one that repeats the text already shown,
/// because that is the work a controller asked for; only a change asks for a redraw.
///
/// The views live on the main actor, and so do the counters: plain variables, which no other
/// thread can reach.
///
/// ```swift
/// ViewActivity.isCounting = true
/// let before = ViewActivity.labelWrites
/// view.locationLabel.text = "Paris, France"
/// print(ViewActivity.labelWrites - before)  // 1
/// ```
@MainActor
public enum ViewActivity {
  // Private, and reached from outside only through the accessors below: with every access in
  // view, the optimizer can tell that none overlaps another and drops the run-time check of
  // exclusive access that a static variable otherwise gets on every read.
  private static var counting = false
  private static var writes = 0
  private static var changes = 0

  /// Whether writes are counted now.
  public static var isCounting: Bool {
    get { counting }
    set { counting = newValue }
  }

  /// The writes to a ``Label``'s text or an ``ImageView``'s image made while counting,
  /// since the process started.
  public static var labelWrites: Int { writes }

  /// The changes to what a view controller's `updateProperties()` read that the display
  /// cycle was told of while counting: each one ends that tracking and asks for a new pass
  /// (see ``ScreenView/updatePropertiesIfNeeded()``).
  public static var trackedChanges: Int { changes }

  /// Counts a write to a label or an image view, if counting.
  ///
  /// Never inlined, so that a label's `didSet` stays small enough to be inlined into the
  /// setter; a setter that calls its `didSet` checks exclusive access to `text` twice.
  @inline(never)
  static func countWrite() {
    if counting { writes += 1 }
  }

  /// Counts a tracked change, if counting.
  @inline(never)
  static func countTrackedChange() {
    if counting { changes += 1 }
  }
}
