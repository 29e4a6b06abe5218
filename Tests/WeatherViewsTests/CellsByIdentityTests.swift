import Testing
import WeatherScreens
import WeatherViews

/// The cells of a list kept by identity: which cells each change makes, keeps and drops.
@MainActor
@Suite("CellsByIdentity")
struct CellsByIdentityTests {
  /// A list of cells named after their items, with a record of the cells made and dropped.
  @MainActor
  final class List {
    var cells = CellsByIdentity<String, LocationCell>()
    var shown: [LocationCell] = []
    var made: [String] = []
    var dropped: [String] = []

    func show(_ items: [String]) {
      shown = cells.update(
        to: items, id: \.self,
        makeCell: { item in
          made.append(item)
          let cell = LocationCell()
          cell.nameLabel.text = item
          return cell
        },
        dropCell: { cell in dropped.append(cell.nameLabel.text) })
    }

    var names: [String] { shown.map(\.nameLabel.text) }
  }

  @Test("a change makes cells for new items only, and keeps the others' in the new order")
  func keepsCells() {
    let list = List()
    list.show(["a", "b", "c"])
    let (a, b, c) = (list.shown[0], list.shown[1], list.shown[2])
    list.show(["c", "a", "d", "b"])

    #expect(list.made == ["a", "b", "c", "d"])
    #expect(list.dropped.isEmpty)
    #expect(list.names == ["c", "a", "d", "b"])
    #expect(list.shown[0] === c && list.shown[1] === a && list.shown[3] === b)
    #expect(list.cells.cell(for: "d") === list.shown[2])
  }

  @Test("an item that goes has its cell dropped and forgotten; coming back, it gets a new one")
  func dropsCells() {
    let list = List()
    list.show(["a", "b", "c"])
    weak let b = list.shown[1]
    list.show(["a", "c"])

    #expect(list.dropped == ["b"])
    #expect(b == nil, "nothing holds the dropped cell")
    #expect(list.cells.cell(for: "b") == nil)
    list.show(["a", "c", "b"])
    #expect(list.made == ["a", "b", "c", "b"])
  }

  @Test("a repeated item gets a new cell of its own on every change; the others are kept")
  func repeatedItems() {
    let list = List()
    list.show(["a", "b", "a"])
    let (first, b, second) = (list.shown[0], list.shown[1], list.shown[2])
    list.show(["a", "b", "a", "c"])

    #expect(list.made == ["a", "b", "a", "a", "a", "c"])
    #expect(Set(list.dropped) == ["a"] && list.dropped.count == 2)
    #expect(list.shown[1] === b)
    #expect(list.shown[0] !== first && list.shown[2] !== second && list.shown[0] !== list.shown[2])
    #expect(list.cells.cell(for: "a") == nil, "no one cell stands for a repeated item")

    list.show(["b", "a"])
    #expect(list.shown[0] === b)
    #expect(list.made.last == "a", "the item no longer repeated gets a cell of its own")
    #expect(list.cells.cell(for: "a") === list.shown[1])
  }

  @Test("a list view asks for a redraw when its cells change, not when the same are set again")
  func sameCellsNoRedraw() {
    let view = LocationsView(scheduler: .manual)
    let list = List()
    list.show(["a", "b"])
    view.cells = list.shown
    #expect(view.needsDisplay)
    view.displayIfNeeded()
    list.show(["a", "b"])
    view.cells = list.shown
    #expect(!view.needsDisplay)
    list.show(["b", "a"])
    view.cells = list.shown
    #expect(view.needsDisplay)
  }
}
