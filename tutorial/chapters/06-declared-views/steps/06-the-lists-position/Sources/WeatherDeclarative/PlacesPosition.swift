import Observation

/// The saved places' selection and scroll window: which place is selected, whether the
/// selection is shown, how many places fit, and the first place in view.
///
/// The body works out where the list stands each time it is evaluated (``settled(count:)``):
/// the selection on a place that exists, and a window that holds it, moved only as far as it
/// must. What it works out is kept here for the next time, as a scroll view keeps its offset,
/// without asking for another evaluation: so a window that a smaller terminal moved stays
/// where it went when the terminal grows again. What the app changes (a move of the selection,
/// the terminal's height, the selection shown) asks for one.
@MainActor
@Observable
public final class PlacesPosition {
  /// Whether the selected place is marked with "›" (interactive mode).
  public var showsSelection = false
  /// How many places fit on the terminal; `nil` shows every place.
  public var visibleCount: Int?
  // Counts the app's moves of the selection: read by the body, so each move evaluates it.
  private var moves = 0
  // Where the list stood when the body last worked it out, or the app last moved it; kept out
  // of observation, since the body writes them.
  @ObservationIgnored private var selected: Int?
  @ObservationIgnored private var firstVisible = 0

  /// Where the list stands: the selected place and the places in view.
  public struct Settled: Equatable, Sendable {
    /// The selected place's index; nil when there are no places.
    public var selected: Int?
    /// The indexes of the places in view.
    public var window: Range<Int>
  }

  /// Creates a position with nothing selected yet and every place in view.
  public init() {}

  /// Works out where the list stands when it has `count` places, and keeps it: the selection
  /// on an existing place (the first, until one is chosen), and the window of places in view
  /// that holds it.
  ///
  /// - Parameter count: How many places there are.
  /// - Returns: The selection and the window.
  public func settled(count: Int) -> Settled {
    _ = moves
    selected = count == 0 ? nil : min(selected ?? 0, count - 1)
    guard let limit = visibleCount, limit > 0, count > limit else {
      return Settled(selected: selected, window: 0..<count)
    }
    let index = selected ?? 0
    if index < firstVisible { firstVisible = index }
    if index >= firstVisible + limit { firstVisible = index - limit + 1 }
    firstVisible = min(max(firstVisible, 0), count - limit)
    return Settled(selected: selected, window: firstVisible..<(firstVisible + limit))
  }

  /// The selected place's index among `count` places, when there are places.
  ///
  /// - Parameter count: How many places there are.
  public func selectedIndex(count: Int) -> Int? {
    count == 0 ? nil : min(selected ?? 0, count - 1)
  }

  /// Moves the selection by `offset` places, stopping at the first and the last.
  ///
  /// - Parameters:
  ///   - offset: -1 for up, 1 for down.
  ///   - count: How many places there are.
  public func moveSelection(by offset: Int, count: Int) {
    guard count > 0 else { return }
    let current = selectedIndex(count: count)
    let index = min(max((current ?? 0) + offset, 0), count - 1)
    guard index != current else { return }
    selected = index
    moves += 1
  }
}
