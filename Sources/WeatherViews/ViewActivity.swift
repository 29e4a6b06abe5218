/// Counts what controllers do to one screen's views, for a tool that shows how each variant
/// reaches the same frame (`weather-side-by-side`): each ``ScreenView`` has its own, as each
/// host of declared views counts its own body evaluations.
///
/// Every assignment counts, including one that repeats the text already shown, because that is
/// the work a controller asked for; only a change asks for a redraw. A view counts to the screen
/// view whose tree it is in: what a tree on no screen yet counts, such as a new cell that is
/// set before its list adds it, goes to the screen that the tree joins. A view keeps the screen
/// it first counted on, so a cell that leaves its list still counts to that list's screen.
///
/// The views live on the main actor, and so do the counters.
///
/// ```swift
/// let before = view.activity.labelWrites
/// view.locationLabel.text = "Paris, France"
/// print(view.activity.labelWrites - before)  // 1
/// ```
@MainActor
public final class ViewActivity {
  // Private, and reached from outside only through the accessors below: with every access in
  // view, the optimizer can tell that none overlaps another and drops the run-time check of
  // exclusive access that a class's stored property otherwise gets on every write.
  private var writes = 0
  private var changes = 0

  /// Creates counters at zero; a screen view makes its own.
  init() {}

  /// The writes to a ``Label``'s text, an ``ImageView``'s image or a ``GlyphView``'s glyph of
  /// the screen's views.
  public var labelWrites: Int { writes }

  /// The changes to what an update pass of the screen read (its controller's
  /// `updateProperties()` or a view's own) that the display cycle was told of: each one ends
  /// that tracking and asks for a new pass (see ``ScreenView/updatePropertiesIfNeeded()``).
  public var trackedChanges: Int { changes }

  // The counts wrap rather than trap: no screen writes Int.max times, and a label's write
  // then costs no overflow check.

  /// Counts a write to a label, an image view or a glyph view.
  func countWrite() { writes &+= 1 }

  /// Counts a tracked change.
  func countTrackedChange() { changes &+= 1 }

  /// Adds what a tree counted while it was on no screen, as it joins this screen's.
  func add(_ other: ViewActivity) {
    writes += other.writes
    changes += other.changes
  }
}
