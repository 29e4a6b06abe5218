/// A list's cells, kept by the identity of what each one shows, as a diffable data source
/// keeps a table's cells and SwiftUI's `ForEach` keeps its views.
///
/// Each change makes a cell only for an identity that is new, keeps the cell of an identity
/// that stays (in its new place in the order), and drops the cell of an identity that went.
/// A controller therefore configures or binds a cell once, when it is made, and whatever it
/// bound ends with the cell.
///
/// An identity that the list repeats names no one cell, so each of its places gets a cell of
/// its own, made afresh on every change: matching repeats by their order could leave a cell
/// bound to the item of another repeat. The lists that the app makes never repeat a place, but
/// a saved file written by hand can.
///
/// ```swift
/// var cells = CellsByIdentity<Location, LocationCell>()
/// view.cells = cells.update(to: places, id: \.self) { place in makeCell(for: place) }
/// ```
@MainActor
public struct CellsByIdentity<ID: Hashable, Cell: AnyObject> {
  @usableFromInline var kept: [ID: Cell] = [:]
  @usableFromInline var repeated: [Cell] = []

  /// Creates an empty list of cells.
  public init() {}

  /// The cell kept for `id`, or `nil` when the list does not show `id` exactly once.
  ///
  /// - Parameter id: The identity.
  /// - Returns: Its cell.
  public func cell(for id: ID) -> Cell? { kept[id] }

  /// Changes the list to `items`, keeping the cells of identities that stay.
  ///
  /// - Parameters:
  ///   - items: What the list shows, in order.
  ///   - id: The identity of an item.
  ///   - makeCell: Makes (and configures or binds) the cell of an item whose identity is new.
  ///   - dropCell: Called with each cell that leaves the list, after the new cells are made.
  /// - Returns: The cells, one per item, in the items' order.
  @inlinable public mutating func update<Item>(
    to items: [Item], id: (Item) -> ID, makeCell: (Item) -> Cell,
    dropCell: (Cell) -> Void = { _ in }
  ) -> [Cell] {
    let ids = items.map(id)
    var occurrences: [ID: Int] = [:]
    occurrences.reserveCapacity(ids.count)
    for id in ids { occurrences[id, default: 0] += 1 }
    // Taken out of the stored properties, so that removing from them copies nothing.
    var leaving = kept
    kept = [:]
    kept.reserveCapacity(ids.count)
    let oldRepeated = repeated
    repeated = []
    var cells: [Cell] = []
    cells.reserveCapacity(items.count)
    for (item, id) in zip(items, ids) {
      if occurrences[id] == 1 {
        let cell = leaving.removeValue(forKey: id) ?? makeCell(item)
        kept[id] = cell
        cells.append(cell)
      } else {
        let cell = makeCell(item)
        repeated.append(cell)
        cells.append(cell)
      }
    }
    for cell in leaving.values { dropCell(cell) }
    for cell in oldRepeated { dropCell(cell) }
    return cells
  }
}
