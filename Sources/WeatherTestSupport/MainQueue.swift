import Dispatch

/// The main queue, as tests wait on it.
public enum MainQueue {
  /// Returns after everything that is queued on the main queue now has run: one turn of the
  /// run loop, such as the turn between two keys typed on a terminal.
  public static func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
