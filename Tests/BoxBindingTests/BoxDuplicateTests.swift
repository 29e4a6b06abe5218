import BoxBinding
import BoxBindingTestSupport
import Testing

private final class Image {}

/// Creates a box where `V` is not known to be Equatable, so the plain initializer is chosen.
private func makeGenericBox<V>(_ value: V) -> Box<V> { Box(value) }

@Suite("Duplicate values")
struct BoxDuplicateTests {
  @Test("an Equatable box skips a set equal to the current value")
  func equalSetIsSkipped() {
    let box = Box("Paris")
    let recorder = BoxRecorder(box)
    box.value = "Paris"
    box.value = "Rome"
    box.value = "Rome"
    #expect(recorder.values == ["Paris", "Rome"])
  }

  @Test("strings are duplicates exactly when == says so, however they are stored")
  func stringsCompareAsStringDoes() {
    let box = Box("Rome")
    let recorder = BoxRecorder(box)
    // The same short text kept in a heap buffer rather than inline.
    var stored = String()
    stored.reserveCapacity(64)
    stored.append("Rome")
    box.value = stored
    // Canonically equivalent: "é" precomposed, then as "e" and a combining accent.
    box.value = "caf\u{E9}"
    box.value = "cafe\u{301}"
    box.value = "Rom"
    box.value = "Rome"
    #expect(recorder.values == ["Rome", "caf\u{E9}", "Rom", "Rome"])
  }

  @Test("an optional of an Equatable value skips duplicates too")
  func optionalIsSkipped() {
    let box: Box<Int?> = Box(nil)
    let recorder = BoxRecorder(box)
    box.value = nil
    box.value = 3
    box.value = 3
    #expect(recorder.values == [nil, 3])
  }

  @Test("send forces a notification of an equal value")
  func sendForces() {
    let box = Box("Paris")
    let recorder = BoxRecorder(box)
    box.send("Paris")
    box.send(box.value)
    #expect(recorder.values == ["Paris", "Paris", "Paris"])
  }

  @Test("skipsDuplicates: false announces every set, as the tutorial's Box does")
  func optOut() {
    let box = Box(1, skipsDuplicates: false)
    let recorder = BoxRecorder(box)
    box.value = 1
    #expect(recorder.values == [1, 1])
  }

  @Test("skipsDuplicates: true is the default made explicit")
  func optInExplicitly() {
    let box = Box(1, skipsDuplicates: true)
    let recorder = BoxRecorder(box)
    box.value = 1
    #expect(recorder.values == [1])
  }

  @Test("a custom isDuplicate decides for any type")
  func customComparison() {
    let box = Box((id: 1, text: "a"), isDuplicate: { $0.id == $1.id })
    var texts: [String] = []
    box.bind { texts.append($0.text) }
    box.value = (id: 1, text: "b")
    box.value = (id: 2, text: "c")
    #expect(texts == ["a", "c"])
    // The skipped set did not store its value either.
    #expect(box.value.text == "c")
  }

  @Test("a box of a non-Equatable value announces every set")
  func nonEquatableAlwaysNotifies() {
    let image = Image()
    let box: Box<Image?> = Box(image)
    let recorder = BoxRecorder(box)
    box.value = image
    #expect(recorder.values.count == 2)
  }

  @Test("in generic code where T is not known Equatable, Box(value) announces every set")
  func genericContextNotifies() {
    let box = makeGenericBox(1)
    let recorder = BoxRecorder(box)
    box.value = 1
    #expect(recorder.values == [1, 1])
  }

  @Test("a value queued during a round is compared with the latest value, not the announced one")
  func duplicateOfQueuedValue() {
    let box = Box(0)
    box.observe { [unowned box] value in
      guard value == 1 else { return }
      box.value = 2
      box.value = 2
    }
    let recorder = BoxRecorder(box)
    box.value = 1
    #expect(recorder.values == [0, 1, 2])
  }
}
