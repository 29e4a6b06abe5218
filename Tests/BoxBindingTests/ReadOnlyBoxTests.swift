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

  @Test("bind(listener: nil) through the face ends the box's bind(listener:) listeners")
  func bindNilThroughTheFace() {
    let viewModel = CounterViewModel()
    var seen: [Int] = []
    let token = viewModel.count.bind { seen.append($0) }
    viewModel.count.bind(listener: nil)
    viewModel.increment()
    #expect(seen == [0])
    #expect(!token.isActive)
  }

  @Test("map works on the face, and a recorder records it like the box")
  func mapAndRecord() {
    let viewModel = CounterViewModel()
    let isEven = viewModel.count.map { $0.isMultiple(of: 2) }
    let evenRecorder = BoxRecorder(isEven)
    let labels = BoxRecorder(viewModel.label)
    viewModel.increment()
    viewModel.increment()
    #expect(evenRecorder.values == [true, false, true])
    #expect(labels.values == ["none", "1 taps", "2 taps"])
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
