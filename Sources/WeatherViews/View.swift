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
    didSet { if text != oldValue { setNeedsDisplay() } }
  }
}

/// A picture drawn as lines of text, as `UIImageView` shows a `UIImage`.
///
/// ```swift
/// let iconView = ImageView()
/// iconView.image = Image(named: "c03d")
/// ```
@MainActor
public final class ImageView: View {
  /// The picture shown, or nothing.
  public var image: Image? {
    didSet { if image != oldValue { setNeedsDisplay() } }
  }
}

/// The "Change location ›" prompt: it holds what is being typed and reports what is submitted.
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
  /// - Parameter title: The words before the input; the weather screen's by default.
  public init(title: String = "Change location ›") {
    self.title = title
    super.init()
  }

  /// What has been typed so far and not yet submitted.
  public var text: String = "" {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

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
/// ```swift
/// final class MyController: ViewController {
///   func viewDidLoad() { /* bind, then start loading */ }
/// }
/// ```
@MainActor
public protocol ViewController: AnyObject {
  /// Called once, after the view is in place and before the first frame.
  func viewDidLoad()
}
