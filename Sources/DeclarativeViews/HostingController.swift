import WeatherViews

/// Hosts a declared view, as SwiftUI's `UIHostingController` does: it draws a screen of its own
/// from the view's body, or keeps a retained view in step with it.
///
/// Made with a width, the host draws its own ``HostingScreenView``, which it keeps: the body is
/// the screen. Installed on a retained view with ``init(rootView:on:)``, the host is that view's
/// controller (on a ``ScreenView``, its ``ScreenView/viewController``; on any other view, its
/// update handler) and the body writes the retained views, which lay themselves out. Either way
/// the display cycle runs the host's ``updateProperties()`` in its update pass, and that is the
/// host's flush: it evaluates, parents first, each declared view that a change marked since the
/// last pass, and each one only once. Many changes in one turn therefore make one flush, and a
/// change that no body read makes none.
///
/// A retained view keeps a weak reference to its controller, so whoever shows the screen keeps
/// the host.
///
/// ```swift
/// let host = HostingController(
///   rootView: Search(), width: 52, scheduler: .mainQueue, promptTitle: "Search ›")
/// host.screen?.onDisplay = { frame in print(frame.text) }
/// host.viewDidLoad()
/// ```
@MainActor
public final class HostingController<Content: DeclaredView>: ViewController {
  /// The retained view that the declared views write, and whose display cycle runs the flush.
  public private(set) weak var view: View?

  /// The declared view at the top; setting it evaluates the views whose inputs it changes, in
  /// the next flush.
  public var rootView: Content {
    didSet {
      root.content = rootView
      root.invalidate()
    }
  }

  /// Told of every body evaluation, with the view's path (such as "Screen › Row[id: 3]"), for
  /// a test or a tool that shows each update's work.
  public var onBodyEvaluation: ((String) -> Void)? {
    get { graph.onBodyEvaluation }
    set { graph.onBodyEvaluation = newValue }
  }

  /// Told of each mistake in a body; by default each message is written once to standard
  /// error, as SwiftUI logs "Modifying state during view update", and the program goes on. The
  /// layer has already made the mistake harmless: a write to state takes effect when the update
  /// ends, and a view that read what a body wrote is evaluated again then; a body that keeps
  /// writing is stopped after one such round, so nothing loops. A view whose `@Environment`
  /// object no view above sets shows nothing.
  public var onMistake: ((UpdateMistake) -> Void)? {
    get { graph.onMistake }
    set { graph.onMistake = newValue }
  }

  /// The bodies that this host has evaluated so far.
  public var bodyEvaluations: Int { graph.bodyEvaluations }
  /// The layouts of the declared views so far, one for each frame of a screen that the host
  /// draws; none for a host installed on a retained view, which lays out its own.
  public var layoutPasses: Int { screenView?.layoutPasses ?? 0 }
  /// The flushes so far that had a marked view to evaluate.
  public var flushes: Int { graph.flushes }

  private let graph = Graph()
  private let root: RootNode<Content>
  // The screen view that this host made and draws, which it keeps; nil for a host installed
  // on a retained view.
  private let screenView: HostingScreenView?

  /// Installs `rootView` on `view`; the first update pass of `view`'s display cycle evaluates
  /// it, unless ``viewDidLoad()`` does first.
  ///
  /// - Parameters:
  ///   - rootView: The declared view at the top.
  ///   - view: The retained view whose display cycle updates it.
  public init(rootView: Content, on view: View) {
    self.rootView = rootView
    self.view = view
    screenView = nil
    root = RootNode(content: rootView, graph: graph)
    graph.requestFlush = { [weak view] in view?.setNeedsUpdateProperties() }
    root.invalidate()
    // Each body is tracked on its own, and a change marks only the views that read it.
    view.tracksUpdatePass = false
    if let screen = view as? ScreenView {
      screen.viewController = self
    } else {
      view.updatePropertiesHandler = { [weak self] in self?.updateProperties() }
    }
  }

  /// Makes a screen whose declared views are what it shows: the host draws them in a
  /// ``HostingScreenView`` of its own, which it keeps, with the app's notice, prompt and
  /// footnote under them.
  ///
  /// - Parameters:
  ///   - rootView: The declared view at the top.
  ///   - width: The frame width in columns.
  ///   - scheduler: When dirty frames are drawn.
  ///   - promptTitle: The words before the prompt's input.
  public convenience init(
    rootView: Content, width: Int, scheduler: DisplayScheduler, promptTitle: String
  ) {
    let screen = HostingScreenView(width: width, scheduler: scheduler, promptTitle: promptTitle)
    self.init(rootView: rootView, drawingOn: screen)
  }

  private init(rootView: Content, drawingOn screen: HostingScreenView) {
    self.rootView = rootView
    view = screen
    screenView = screen
    root = RootNode(content: rootView, graph: graph)
    graph.requestFlush = { [weak screen] in screen?.setNeedsUpdateProperties() }
    graph.prompt = screen.prompt
    root.invalidate()
    screen.tracksUpdatePass = false
    // Weakly: whoever keeps the screen view may still draw it once its host is gone, and then
    // it draws an empty panel.
    screen.declaredItems = { [weak root] in root?.layout ?? [] }
    screen.viewController = self
  }

  /// The screen view that this host draws, when it made one.
  public var screen: ScreenView? { screenView }

  /// Evaluates the declared views for the first time, if no update pass has yet, so that what
  /// they do on appearing happens when a controller's `viewDidLoad()` would.
  public func viewDidLoad() {
    flush()
  }

  /// The flush: evaluates the views that changes marked since the last one, parents first,
  /// each once. The display cycle calls it in its update pass.
  public func updateProperties() {
    flush()
  }

  private func flush() {
    let flushes = graph.flushes
    graph.flush()
    if graph.flushes != flushes { screenView?.declaredViewsChanged() }
  }
}

/// A mistake that a body made and that the layer made harmless: a write while it was evaluated,
/// an id that a `ForEach` repeats, or an `@Environment` object that no view above sets.
public struct UpdateMistake: Error, Equatable, Sendable, CustomStringConvertible {
  /// The view whose body wrote, by its path, such as "Screen › Row[id: 3]".
  public let view: String
  /// What went wrong, and what to do instead.
  public let message: String

  /// The message.
  public var description: String { message }
}
