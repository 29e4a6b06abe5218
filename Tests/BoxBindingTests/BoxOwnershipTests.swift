import BoxBinding
import BoxBindingTestSupport
import Testing

/// A value of reference type, so that the tests can see when the box lets go of it.
private final class Token {
  let number: Int
  var onDeinit: (() -> Void)?

  init(_ number: Int) { self.number = number }

  deinit { onDeinit?() }
}

// A set swaps the new value in and releases the value it replaced only once the box is
// consistent again (see `Box.send(_:)`). These tests hold that bookkeeping to reference counts:
// a value released once too often crashes them, one retained once too often fails their
// deallocation checks.
@Suite("Ownership: the values a box holds are released exactly once, when replaced")
struct BoxOwnershipTests {
  @Test("a set keeps the new value alive, releases the old one, and lends listeners the same")
  func setOutsideARound() {
    weak var first: Token?
    weak var second: Token?
    var seen: [ObjectIdentifier] = []
    let box = Box(Token(0))
    first = box.value
    box.observe { seen.append(ObjectIdentifier($0)) }
    do {
      let token = Token(1)
      second = token
      box.value = token
    }
    #expect(first == nil)
    #expect(second === box.value)
    #expect(seen == [ObjectIdentifier(box.value)])
    box.value = Token(2)
    #expect(second == nil)
    #expect(box.value.number == 2)
  }

  @Test("sets during a round release every replaced value once, and the box keeps the last")
  func setsDuringARound() {
    var released: [Int] = []
    func token(_ number: Int) -> Token {
      let token = Token(number)
      token.onDeinit = { released.append(number) }
      return token
    }
    let box = Box(token(0))
    var seenByFirst: [Int] = []
    var readDuringRound: [Int] = []
    box.observe { [unowned box] value in
      seenByFirst.append(value.number)
      if value.number < 3 {
        box.value = token(value.number + 1)
        // The value just set is readable at once, though the round announces the earlier one.
        readDuringRound.append(box.value.number)
      }
    }
    var held: [Token] = []
    box.observe { held.append($0) }
    box.value = token(1)
    #expect(seenByFirst == [1, 2, 3])
    #expect(held.map(\.number) == [1, 2, 3])
    #expect(readDuringRound == [2, 3])
    #expect(box.value.number == 3)
    // Only the first value is gone; the others are held here or by the box.
    #expect(released == [0])
    held.removeAll()
    #expect(released.sorted() == [0, 1, 2])
    #expect(box.value.number == 3)
  }

  @Test("two sets in one listener call: the first is replaced before the round ends")
  func replacedBeforeTheRoundEnds() {
    weak var intermediate: Token?
    let box = Box(Token(0))
    var seen: [Int] = []
    box.observe { [unowned box] token in
      seen.append(token.number)
      guard token.number == 1 else { return }
      let two = Token(2)
      intermediate = two
      box.value = two
      box.value = Token(3)
    }
    box.value = Token(1)
    #expect(seen == [1, 2, 3])
    #expect(intermediate == nil)
    #expect(box.value.number == 3)
  }

  @Test("a replaced value whose deinit sets the box is released after the round, then announced")
  func releaseThatSetsTheBox() {
    let box = Box(Token(0))
    var seen: [Int] = []
    box.observe { seen.append($0.number) }
    let old = Token(1)
    old.onDeinit = { [unowned box] in box.value = Token(99) }
    box.value = old
    // `old` is still held here; replacing it in the box releases nothing yet.
    box.value = Token(2)
    #expect(seen == [1, 2])
    _ = consume old
    #expect(seen == [1, 2, 99])
    #expect(box.value.number == 99)
  }

  @Test("strings with heap storage survive sets, re-entrant sets and reads")
  func heapStrings() {
    let long = (0..<4).map { String(repeating: "weather \($0) ", count: 8) }
    let box = Box(long[0])
    var seen: [String] = []
    box.observe { [unowned box] text in
      seen.append(text)
      if text == long[1] { box.value = long[2] + "!" }
    }
    box.value = long[1]
    box.value = long[3]
    #expect(seen == [long[1], long[2] + "!", long[3]])
    #expect(box.value == long[3])
  }

  @Test("no value outlives the box")
  func valuesDieWithTheBox() {
    weak var last: Token?
    weak var weakBox: Box<Token>?
    do {
      let box = Box(Token(0))
      weakBox = box
      box.observe { [unowned box] in if $0.number == 1 { box.value = Token(2) } }
      box.value = Token(1)
      last = box.value
      #expect(last?.number == 2)
    }
    #expect(weakBox == nil)
    #expect(last == nil)
  }
}
