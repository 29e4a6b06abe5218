/// Counts what controllers write to the views, for a tool that shows how each variant
/// reaches the same frame (`weather-side-by-side`).
///
/// Counting is off unless a tool turns it on: a write then costs one test of a flag that is
/// false. Every assignment counts, including one that repeats the text already shown,
/// because that is the work a controller asked for; only a change asks for a redraw.
///
/// ```swift
/// ViewActivity.isCounting = true
/// let before = ViewActivity.labelWrites
/// view.locationLabel.text = "Paris, France"
/// print(ViewActivity.labelWrites - before)  // 1
/// ```
@MainActor
public enum ViewActivity {
  /// Whether writes are counted now.
  public static var isCounting = false
  /// The writes to a ``Label``'s text or an ``ImageView``'s image made while counting,
  /// since the process started.
  public internal(set) static var labelWrites = 0
}
