import BoxBinding
import BoxBindingTestSupport
import Testing

private final class Payload {}

private final class ViewModel {
  let title = Box("Loading...")
}

private final class ViewController {
  let viewModel: ViewModel
  let payload = Payload()
  var titleText = ""
  var calls = 0

  init(viewModel: ViewModel) { self.viewModel = viewModel }

  func viewDidLoad() {
    // No [weak self]: the owner comes in as a parameter.
    viewModel.title.bind(to: self) { controller, title in
      controller.titleText = title
      controller.calls += 1
      _ = controller.payload
    }
  }
}

@Suite("Owner-scoped bindings and deallocation")
struct BoxLifetimeTests {
  @Test("bind(to:) fires at once and on changes, passing the owner")
  func bindToOwner() {
    let viewModel = ViewModel()
    let controller = ViewController(viewModel: viewModel)
    controller.viewDidLoad()
    #expect(controller.titleText == "Loading...")
    viewModel.title.value = "Paris"
    #expect(controller.titleText == "Paris")
  }

  @Test("controller, view model, box and payload are all freed: the binding makes no cycle")
  func wholeGraphIsFreed() {
    weak var weakController: ViewController?
    weak var weakViewModel: ViewModel?
    weak var weakBox: Box<String>?
    weak var weakPayload: Payload?
    do {
      let controller = ViewController(viewModel: ViewModel())
      controller.viewDidLoad()
      weakController = controller
      weakViewModel = controller.viewModel
      weakBox = controller.viewModel.title
      weakPayload = controller.payload
    }
    #expect(weakController == nil)
    #expect(weakViewModel == nil)
    #expect(weakBox == nil)
    #expect(weakPayload == nil)
  }

  @Test("a controller goes while its view model lives on; its listener is never called again")
  func ownerGoesFirst() {
    let viewModel = ViewModel()
    weak var weakController: ViewController?
    weak var weakCapture: Payload?
    var callsAfterwards = 0
    do {
      let controller = ViewController(viewModel: viewModel)
      controller.viewDidLoad()
      let capture = Payload()
      weakCapture = capture
      viewModel.title.observe(to: controller) { _, _ in
        _ = capture
        callsAfterwards += 1
      }
      weakController = controller
    }
    #expect(weakController == nil)
    viewModel.title.value = "Paris"
    #expect(callsAfterwards == 0)
    // The box lets go of the dead binding, and of its captures, at that notification.
    #expect(weakCapture == nil)
  }

  @Test("a box that goes releases its listeners' captures")
  func boxReleasesListeners() {
    weak var weakPayload: Payload?
    do {
      let box = Box(0)
      let payload = Payload()
      weakPayload = payload
      box.bind { _ in _ = payload }
      #expect(weakPayload != nil)
    }
    #expect(weakPayload == nil)
  }
}

@Suite("Edge cases of going away")
struct BoxTeardownTests {
  @Test("a capture that cancels another binding of the same box while the box goes is safe")
  func cancelDuringBoxDeinit() {
    var later: BindingToken?
    weak var weakBox: Box<Int>?
    do {
      let box = Box(0)
      weakBox = box
      let canceller = CancelsOnDeinit()
      box.bind { _ in _ = canceller }
      later = box.bind { _ in }
      canceller.token = later
    }
    #expect(weakBox == nil)
    #expect(later?.isActive == false)
  }

  @Test(
    "a mapped box whose last listener cancels itself and sets the source mid-round is dropped after"
  )
  func derivedListenerCancelsItselfThenSetsSource() {
    let source = Box(0)
    var seen: [String] = []
    weak var weakDerived: Box<String>?
    do {
      let derived = source.map { "\($0)" }
      weakDerived = derived
      var token: BindingToken?
      token = derived.observe { text in
        seen.append(text)
        token?.cancel()
        source.value = 2
      }
    }
    source.value = 1
    #expect(seen == ["1"])
    #expect(source.value == 2)
    source.value = 3
    #expect(weakDerived == nil)
  }
}
