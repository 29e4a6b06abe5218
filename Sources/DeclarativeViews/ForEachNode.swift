/// The identity of a `ForEach`: one identity for each element, found by the element's id
/// wherever the element moves.
@MainActor
@usableFromInline
final class ForEachNode<ID: Hashable>: Node {
  @usableFromInline var elements: [ElementNode<ID>] = []
  // Numbers the placements, so that an element's node knows whether this one took it.
  @usableFromInline var placement = 0

  @usableFromInline override init(at place: NodePlace) {
    super.init(at: place)
  }

  /// Places each element's views under the element's identity: last time's, for an id that
  /// was there, or a new one; the identities of elements that went are ended.
  @inlinable func placeElements<Data: RandomAccessCollection, Content: DeclaredView>(
    of view: ForEach<Data, ID, Content>
  ) {
    placement &+= 1
    let previous = elements
    var placed: [ElementNode<ID>] = []
    placed.reserveCapacity(view.data.count)
    // Where the next element is expected among last time's: a list changes little between
    // two evaluations, so one comparison finds most.
    var cursor = 0
    // Where each of last time's elements was, by id, made only once an element is not where
    // the cursor expects it: one that moved, came or went.
    var previousIndexByID: [ElementKey<ID>: Int]?
    // How many times each id came so far, counted only once an element is not where it was
    // last time: until then, every element so far is last time's in last time's order, so its
    // key (and the count in it) is last time's, whose duplicates were reported then.
    var seen: [ID: Int]?
    for element in view.data {
      let id = element[keyPath: view.id]
      var node: ElementNode<ID>?
      let key: ElementKey<ID>
      if seen == nil, cursor == placed.count, cursor < previous.count,
        previous[cursor].key.id == id
      {
        key = previous[cursor].key
        node = previous[cursor]
        cursor += 1
      } else {
        // Taken out of `seen` while it changes, so that the change copies nothing.
        var counts =
          seen.take()
          ?? Dictionary(placed.map { ($0.key.id, $0.key.occurrence + 1) }, uniquingKeysWith: max)
        let occurrence = counts[id, default: 0]
        counts[id] = occurrence + 1
        seen = counts
        if occurrence == 1 { reportDuplicate(id) }
        key = ElementKey(id: id, occurrence: occurrence)
        if cursor < previous.count, previous[cursor].key == key {
          node = previous[cursor]
          cursor += 1
        } else {
          if previousIndexByID == nil {
            previousIndexByID = Dictionary(
              zip(previous.map(\.key), previous.indices), uniquingKeysWith: { first, _ in first })
          }
          if let index = previousIndexByID?[key] {
            node = previous[index]
            // The elements after a moved one most likely follow it, as they did before.
            cursor = index + 1
          }
        }
      }
      if let taken = node, taken.placement == placement {
        node = nil
      }
      let kept: ElementNode<ID>
      if let node {
        kept = node
      } else {
        guard let place = placeForChild else { return }
        kept = ElementNode(key: key, at: place)
      }
      kept.placement = placement
      placed.append(kept)
      kept.placeChildren { Content.place(view.content(element), in: &$0) }
    }
    for node in previous where node.placement != placement { node.end() }
    elements = placed
    layout = placed.map { .identity($0) }
  }

  /// Reports an id that the collection repeats: its elements are told apart by their count so
  /// far, which is rarely what was meant.
  @usableFromInline func reportDuplicate(_ id: ID) {
    graph?.report(
      UpdateMistake(
        view: path,
        message: "A ForEach in \(path) has the id \(id) more than once; its rows are matched "
          + "by their order among the rows with that id. Give each element an id of its own."))
  }

  override func end() {
    for node in elements { node.end() }
    elements = []
    super.end()
  }
}

/// A `ForEach` element's id and, for an id that the collection repeats, its count so far: the
/// second "a" is always the second "a".
@usableFromInline
struct ElementKey<ID: Hashable>: Hashable {
  @usableFromInline let id: ID
  @usableFromInline let occurrence: Int

  @usableFromInline init(id: ID, occurrence: Int) {
    self.id = id
    self.occurrence = occurrence
  }
}

/// The identity of one `ForEach` element, which holds the identities of its views.
@MainActor
@usableFromInline
final class ElementNode<ID: Hashable>: Node {
  @usableFromInline let key: ElementKey<ID>
  // The placement of its `ForEach` that last took it.
  @usableFromInline var placement = 0

  @usableFromInline init(key: ElementKey<ID>, at place: NodePlace) {
    self.key = key
    super.init(at: place)
  }

  override var elementName: String? {
    key.occurrence == 0 ? "\(key.id)" : "\(key.id) #\(key.occurrence + 1)"
  }
}
