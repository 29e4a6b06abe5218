import Observation

/// The base of every view: it knows its parent, passes "needs display" up to the root, and can
/// have an update pass of its own.
///
/// Like UIKit's `UIView`, a view does not draw when it changes; it marks the screen dirty,
/// and the root draws once per turn of the run loop.
///
/// Like `UIView` since iOS 26, a view can set itself from a model in ``updateProperties()``,
/// which the display cycle runs inside Observation tracking of its own: a change to what one
/// view's pass read runs that view's pass again, and no other. A cell that shows its own view
/// model is such a view.
///
/// ```swift
/// let label = Label()
/// label.text = "Loading…"  // marks the root view as needing display
///
/// let row = View()
/// let title = Label()
/// row.addSubview(title)
/// row.updatePropertiesHandler = { title.text = model.title }  // reruns when model.title changes
/// ```
@MainActor
open class View {
  /// The view that contains this one; the root has none.
  public private(set) weak var superview: View?

  /// Whether this view's update pass waits for the next pass of the display cycle.
  public internal(set) var needsUpdateProperties = false

  /// Whether the display cycle tracks what this view's update pass reads, so that a change to
  /// any of it asks for the pass again; true unless set otherwise.
  ///
  /// A pass that tracks its reads itself sets it false, as a host of declared views does,
  /// which tracks each `body` apart: tracked as a whole as well, each read would be registered
  /// twice, and each change would ask for a pass that the host's own tracking has asked for.
  public var tracksUpdatePass = true

  /// Sets the view from a model in its own update pass, as a UIKit cell's
  /// `configurationUpdateHandler` does; setting it asks for a pass. The default
  /// ``updateProperties()`` calls it.
  ///
  /// The view keeps the handler, so the handler must not keep the view: it captures the
  /// subviews it sets, or the view `weak` or `unowned`.
  public var updatePropertiesHandler: (@MainActor () -> Void)? {
    didSet { setNeedsUpdateProperties() }
  }

  // While this view is the top of a tree that is on no screen: the views of that tree whose
  // passes wait for it to join one. Empty otherwise, so that adding a view that was already
  // shown costs one check.
  private var waitingForScreen: [View] = []

  // The counters of the screen view this view counts to (see ViewActivity): a screen view's
  // own from the start, another view's once it has counted on a screen. Kept from then on, so
  // that a label's write costs one load to find them.
  var screenActivity: ViewActivity?
  // While this view is the top of a tree that is on no screen: what that tree counted, handed
  // to the screen it joins.
  private var activityOffScreen: ViewActivity?

  /// Creates a view with no parent.
  public init() {}

  /// Makes `child` a subview of this view, so that its changes reach this view's root; the
  /// passes that wait in the child's tree are handed to this view's root.
  ///
  /// - Parameter child: The view to adopt.
  public func addSubview(_ child: View) {
    // A view taken off a screen while its pass waited asks for that pass again.
    let asksAgain =
      child.superview == nil && child.needsUpdateProperties && child.waitingForScreen.isEmpty
    child.superview = self
    if let counted = child.activityOffScreen {
      child.activityOffScreen = nil
      counters.add(counted)
    }
    if asksAgain { root.receiveUpdateRequest(from: child) }
    guard !child.waitingForScreen.isEmpty else { return }
    let waiting = child.waitingForScreen
    child.waitingForScreen = []
    let root = self.root
    for view in waiting { root.receiveUpdateRequest(from: view) }
  }

  /// Takes this view out of its parent's tree, as a cell that leaves its list goes: its
  /// changes no longer reach the screen, and a pass it needs waits until it is added again.
  public func removeFromSuperview() {
    superview = nil
  }

  /// Asks for a redraw; a subclass that owns the display cycle overrides it.
  open func setNeedsDisplay() {
    superview?.setNeedsDisplay()
  }

  /// Asks the display cycle to run this view's ``updateProperties()`` in its next pass, as
  /// UIKit's `setNeedsUpdateProperties()` does.
  ///
  /// Changes that the last pass read are noticed without this call: it is for the first pass,
  /// and for state that Observation does not track. The request goes to the root at once, so
  /// the display cycle finds the views that need a pass without looking at the others.
  public func setNeedsUpdateProperties() {
    guard !needsUpdateProperties else { return }
    needsUpdateProperties = true
    root.receiveUpdateRequest(from: self)
  }

  /// Sets the view from its model; the display cycle calls it before it draws, tracking every
  /// `@Observable` property it reads. By default it calls ``updatePropertiesHandler``; a
  /// subclass may override it instead, and then asks for its first pass with
  /// ``setNeedsUpdateProperties()``.
  open func updateProperties() {
    updatePropertiesHandler?()
  }

  /// The top of this view's tree: its screen view, once it is on a screen.
  var root: View {
    var top = self
    while let parent = top.superview { top = parent }
    return top
  }

  /// The counters that this view counts to: its screen view's, found once and then kept;
  /// while it is on no screen, those of the top of its tree.
  var counters: ViewActivity {
    if let screenActivity { return screenActivity }
    let top = root
    if let found = top.screenActivity {
      screenActivity = found
      return found
    }
    if let offScreen = top.activityOffScreen { return offScreen }
    let made = ViewActivity()
    top.activityOffScreen = made
    return made
  }

  /// Counts a write to what this view shows where its screen counts (see ``ViewActivity``).
  ///
  /// Never inlined, so that a label's `didSet` stays small enough to be inlined into the
  /// setter; a setter that calls its `didSet` checks exclusive access to `text` twice. A
  /// `didSet` counts before it asks for a redraw, not after: the setter then keeps nothing of
  /// the view across the redraw request, which saves a register and its moves on every write.
  @inline(never)
  func countWrite() {
    if let screenActivity {
      screenActivity.countWrite()
    } else {
      counters.countWrite()
    }
  }

  /// How many views lie between this one and its root.
  var depth: Int {
    var count = 0
    var view = self
    while let parent = view.superview {
      count += 1
      view = parent
    }
    return count
  }

  /// Takes a view's request for a pass, on the top of its tree: a tree on no screen keeps it
  /// until it joins one; a screen view (which overrides this) schedules the pass.
  func receiveUpdateRequest(from view: View) {
    waitingForScreen.append(view)
  }

  /// The display pass in which this view's update pass last ran, numbered by its screen view.
  var lastUpdatePass = 0

  /// Runs this view's update pass if one was asked for, tracking what it reads: a change to
  /// any of it asks for the next pass of this view alone.
  func runUpdatePassIfNeeded() {
    guard needsUpdateProperties else { return }
    needsUpdateProperties = false
    if tracksUpdatePass {
      withObservationTracking(updateProperties, onChange: trackedChange)
    } else {
      updateProperties()
    }
  }

  // What Observation calls when something a pass read changes. Made once a view, so that a
  // pass allocates no closure for it, at its first pass, which runs on a screen: the change is
  // counted there even when it comes after the view is gone.
  private lazy var trackedChange: @Sendable () -> Void = { [weak self, counters] in
    // Observation calls this inside the setter of the first tracked property to change,
    // before the new value is stored: a pass run here would read the old value, so it only
    // asks for the next one. Invariant: what a pass reads changes on the main actor (a
    // `@MainActor` view model's properties can change nowhere else), so this runs on the main
    // actor, synchronously, and the pass is scheduled in the same turn as the change, exactly
    // where a `Box` binding would have scheduled its draw.
    MainActor.assumeIsolated {
      counters.countTrackedChange()
      self?.setNeedsUpdateProperties()
    }
  }
}

/// One line of text, as `UILabel` shows it.
///
/// ```swift
/// let label = Label()
/// label.text = "Richmond, VA"
/// ```
@MainActor
public final class Label: View {
  /// The text shown; setting the same text again does not ask for a redraw.
  public var text: String = "" {
    didSet {
      let changed = text != oldValue
      countWrite()
      if changed { setNeedsDisplay() }
    }
  }
}

/// A picture drawn as lines of text, as `UIImageView` shows a `UIImage`.
///
/// ```swift
/// let iconView = ImageView()
/// iconView.image = Image(name: "dot", lines: ["", "", "      •", "", ""])
/// ```
@MainActor
public final class ImageView: View {
  /// The picture shown, or nothing.
  public var image: Image? {
    didSet {
      let changed = image != oldValue
      countWrite()
      if changed { setNeedsDisplay() }
    }
  }
}

/// A screen's prompt, such as the weather screen's "Change location ›": it holds what is being
/// typed and reports what is submitted.
///
/// A controller sets `onSubmit`, as it would add a target-action to a text field.
///
/// ```swift
/// prompt.onSubmit = { [weak self] text in self?.changeLocation(to: text) }
/// prompt.submit("Paris")
/// ```
@MainActor
public final class PromptView: View {
  /// The words before the input, such as the weather screen's "Change location ›".
  public let title: String

  /// Creates an empty prompt.
  ///
  /// - Parameter title: The words before the input.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// What has been typed so far and not yet submitted; setting it puts the cursor at its end.
  public var text: String = "" {
    didSet {
      cursor = text.count
      guard text != oldValue else { return }
      setNeedsDisplay()
      onTextChange?(text)
    }
  }

  /// Where the cursor is: the number of characters (grapheme clusters) of `text` before it,
  /// from 0 to `text.count`.
  public var cursor: Int = 0 {
    didSet {
      cursor = min(max(cursor, 0), text.count)
      if cursor != oldValue { setNeedsDisplay() }
    }
  }

  /// Up to three completions of `text` to show under the prompt, best first; empty for none.
  public var suggestions: [String] = [] {
    didSet { if suggestions != oldValue { setNeedsDisplay() } }
  }

  /// Called with the text each time it changes: a key typed or deleted, a paste, or the input
  /// cleared by Enter. Plain mode enters whole lines into an empty prompt, so it never calls it.
  public var onTextChange: (@MainActor (String) -> Void)?

  /// Called with the text when the user presses Enter.
  public var onSubmit: (@MainActor (String) -> Void)?

  /// Submits text as if it had been typed and entered, and clears the input.
  ///
  /// - Parameter text: The submitted text, untrimmed: the controller decides what it means.
  public func submit(_ text: String) {
    self.text = ""
    onSubmit?(text)
  }
}

/// What a screen's controller does when its view is ready, as `UIViewController` does.
///
/// A controller that writes its views itself (MVC) or binds them (MVVM with `Box`) needs only
/// ``viewDidLoad()``. A controller of an `@Observable` view model overrides
/// ``updateProperties()`` instead, as a UIKit controller does since iOS 26: it reads the view
/// model there and sets its views, and the display cycle runs it again whenever something it
/// read changes.
///
/// ```swift
/// final class MyController: ViewController {
///   func viewDidLoad() { /* connect the input, then start loading */ }
///   func updateProperties() { label.text = viewModel.title }
/// }
/// ```
@MainActor
public protocol ViewController: AnyObject {
  /// Called once, after the view is in place and before the first frame.
  func viewDidLoad()

  /// Reads the model and sets the views. The display cycle calls it before it draws, tracking
  /// every `@Observable` property it reads; see ``ScreenView/updatePropertiesIfNeeded()``.
  func updateProperties()
}

extension ViewController {
  /// Does nothing: a controller that sets its views some other way has nothing to update here.
  public func updateProperties() {}
}
