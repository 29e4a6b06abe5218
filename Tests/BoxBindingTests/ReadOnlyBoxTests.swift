import BoxBinding
import BoxBindingTestSupport
import Testing

/// A view model whose outputs are read-only faces of boxes only it can set.
private final class CounterViewModel {
  var count: ReadOnlyBox<Int> { countBox.readOnly }
  var label: ReadOnlyBox<String> { labelBox.readOnly }
  private let countBox = Box(0)
  private let labelBox = Box("none")

  func increment() {
    countBox.value += 1
    labelBox.value = "\(countBox.value) taps"
  }
}

@Suite("The read-only face of a box")
struct ReadOnlyBoxTests {
  @Test("it reads the box's current value, not a copy taken when it was handed out")
  func readsTheBox() {
    let viewModel = CounterViewModel()
    let count = viewModel.count
    viewModel.increment()
    #expect(count.value == 1)
    #expect(viewModel.label.value == "1 taps")
  }

  @Test("bind, observe and the owner-scoped forms all reach the box's listeners")
  func bindsLikeTheBox() {
    final class Owner { var seen: [String] = [] }
    let viewModel = CounterViewModel()
    let owner = Owner()
    var bound: [Int] = []
    var observed: [Int] = []
    viewModel.count.bind { bound.append($0) }
    viewModel.count.observe { observed.append($0) }
    viewModel.label.bind(to: owner) { $0.seen.append("bind \($1)") }
    viewModel.label.observe(to: owner) { $0.seen.append("observe \($1)") }
    viewModel.increment()
    #expect(bound == [0, 1])
    #expect(observed == [1])
    #expect(owner.seen == ["bind none", "bind 1 taps", "observe 1 taps"])
  }

  @Test("a reader ends its own binding, never another reader's: the face's bind takes no nil")
  func readerEndsOnlyItsOwnBinding() {
    let viewModel = CounterViewModel()
    // The face's `bind(listener:)` takes a listener, not an optional one, so
    // `viewModel.count.bind(listener: nil)` does not compile.
    let bind: (ReadOnlyBox<Int>) -> (@escaping (Int) -> Void) -> BindingToken =
      ReadOnlyBox.bind(listener:)
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = bind(viewModel.count)({ first.append($0) })
    viewModel.count.bind { second.append($0) }
    firstToken.cancel()
    viewModel.increment()
    #expect(first == [0])
    #expect(second == [0, 1])
  }

  @Test("the box itself still ends every bind(listener:) listener, the face's included")
  func boxEndsTheFaceListeners() {
    let box = Box(0)
    var seen: [Int] = []
    let token = box.readOnly.bind { seen.append($0) }
    box.bind(listener: nil)
    box.value = 1
    #expect(seen == [0])
    #expect(!token.isActive)
  }

  @Test("map on the face gives a read-only face that follows the box, and a recorder records it")
  func mapAndRecord() {
    let viewModel = CounterViewModel()
    // The annotation is the check: a settable `Box<Bool>` would not convert to it.
    let isEven: ReadOnlyBox<Bool> = viewModel.count.map { $0.isMultiple(of: 2) }
    let evenRecorder = BoxRecorder(isEven)
    let labels = BoxRecorder(viewModel.label)
    viewModel.increment()
    viewModel.increment()
    #expect(isEven.value)
    #expect(evenRecorder.values == [true, false, true])
    #expect(labels.values == ["none", "1 taps", "2 taps"])
  }

  @Test("map on the face follows every change, for a result that is not Equatable too")
  func mapToNonEquatable() {
    struct Count { let value: Int }
    let viewModel = CounterViewModel()
    let counts: ReadOnlyBox<Count> = viewModel.count.map { Count(value: $0) }
    var seen: [Int] = []
    counts.observe { seen.append($0.value) }
    viewModel.increment()
    #expect(seen == [1])
    #expect(counts.value.value == 1)
  }

  @Test("the face keeps neither the box nor the view model alive once they are let go")
  func faceDoesNotLeak() {
    weak var weakViewModel: CounterViewModel?
    var recorder: BoxRecorder<Int>?
    do {
      let viewModel = CounterViewModel()
      weakViewModel = viewModel
      recorder = BoxRecorder(viewModel.count)
      viewModel.increment()
    }
    #expect(weakViewModel == nil)
    #expect(recorder?.values == [0, 1])
  }
}

@Test("BoxRecorder's documented example: a skipped duplicate is not recorded")
func recorderDocumentedExample() {
  let name = Box("Loading…")
  let recorder = BoxRecorder(name)
  name.value = "Loading…"
  name.value = "Paris, France"
  #expect(recorder.values == ["Loading…", "Paris, France"])
}
