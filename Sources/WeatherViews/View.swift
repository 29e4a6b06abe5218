/// The base of every view: it knows its parent and passes "needs display" up to the root.
///
/// Like UIKit's `UIView`, a view does not draw when it changes; it marks the screen dirty,
/// and the root draws once per turn of the run loop.
///
/// ```swift
/// let label = Label()
/// label.text = "Loading…"  // marks the root view as needing display
/// ```
@MainActor
open class View {
  /// The view that contains this one; the root has none.
  public private(set) weak var superview: View?

  /// Creates a view with no parent.
  public init() {}

  /// Makes `child` a subview of this view, so that its changes reach this view's root.
  ///
  /// - Parameter child: The view to adopt.
  public func addSubview(_ child: View) {
    child.superview = self
  }

  /// Asks for a redraw; a subclass that owns the display cycle overrides it.
  open func setNeedsDisplay() {
    superview?.setNeedsDisplay()
  }

  /// Asks the display cycle to run the view controller's ``ViewController/updateProperties()``
  /// again in its next pass, as UIKit's `setNeedsUpdateProperties()` does; a subclass that owns
  /// the display cycle overrides it.
  ///
  /// Changes that `updateProperties()` read are noticed without this call: it is for state
  /// that Observation does not track.
  open func setNeedsUpdateProperties() {
    superview?.setNeedsUpdateProperties()
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
      if text != oldValue { setNeedsDisplay() }
      ViewActivity.countWrite()
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
      if image != oldValue { setNeedsDisplay() }
      ViewActivity.countWrite()
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
