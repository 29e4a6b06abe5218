/// Counts what controllers do to the views, for a tool that shows how each variant reaches
/// the same frame (`weather-side-by-side`).
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
  /// The changes to what a view controller's `updateProperties()` read that the display
  /// cycle was told of while counting: each one ends that tracking and asks for a new pass
  /// (see ``WeatherView/updatePropertiesIfNeeded()``).
  public internal(set) static var trackedChanges = 0
}
