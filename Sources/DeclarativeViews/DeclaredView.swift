/// A piece of a screen declared as a value: what it shows is its ``body``, recomputed from its
/// inputs and the state it reads, as a SwiftUI `View` is.
///
/// It is not called `View` because `View` is already taken by the retained view that draws,
/// `WeatherViews.View`, as `UIView` is in UIKit; a file that imports both modules would have to
/// spell one of them out everywhere. A body is what the screen shows: its texts, stacks and
/// pictures are laid out and drawn by the host (see ``HostingScreenView``), and what an `if` no
/// longer declares is gone from the next frame.
///
/// ```swift
/// struct Greeting: DeclaredView {
///   let name: String
///   var body: some DeclaredView {
///     VStack(alignment: .leading) {
///       Text("Hello, \(name)")
///       if name.isEmpty { ProgressView() }
///     }
///   }
/// }
/// ```
///
/// When a parent's body is evaluated again, a child view is skipped exactly when its type is
/// `Equatable`, the new value is `==` to the last one (`@State` and `@Environment` properties
/// always compare equal: they are no inputs), its body has been evaluated before, and nothing
/// its body read has changed since; any other child, and every child that is not `Equatable`,
/// is evaluated with its parent. SwiftUI skips more: it compares the stored properties of any
/// view, `Equatable` or not, and skips the body when they are all equal (`.equatable()` makes
/// it use `==` instead). Comparing them here would take a walk of each child's properties by
/// reflection at each evaluation of its parent; the layer does not, so a child that should be
/// skipped says so by conforming to `Equatable`. Here as in SwiftUI, a view whose parent is not
/// evaluated is evaluated only when something its body read changes.
@MainActor
public protocol DeclaredView {
  /// The type of view that the body declares.
  associatedtype Body: DeclaredView

  /// What this view shows, declared from its inputs and the state it reads; evaluated inside
  /// Observation tracking, so it must only read.
  @ViewBuilder var body: Body { get }

  /// Places `view` among the views that its parent's body declares.
  ///
  /// Leave it to the default, which gives the view an identity of its own and evaluates its
  /// body when that is needed. The layer's own views write their retained views, or place
  /// the views they hold, instead. The layer calls it through each view's static type, as
  /// SwiftUI calls a view's `_makeView`, so placing a body's views takes no cast at run time.
  static func place(_ view: Self, in placement: inout Placement)
}

// The defaults below, and the `place(_:in:)` of the layer's views that only place others, are
// inlinable: a view declared in another module is then placed by code compiled there, for its
// own body's type, and not by generic code that looks up the layout of every nested view at
// run time. A body's evaluation is the work that each update repeats.

extension DeclaredView {
  /// Gives the view an identity of its own, whose body is evaluated whenever its parent's is.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    let node = placement.bodyNode(for: view) { Body.place($0.body, in: &$1) }
    node?.update(to: view)
  }
}

extension DeclaredView where Self: Equatable {
  /// Gives the view an identity of its own, whose body is evaluated when its inputs differ
  /// from the last ones or something it read changed.
  @inlinable public static func place(_ view: Self, in placement: inout Placement) {
    let made = placement.bodyNode(for: view) { Body.place($0.body, in: &$1) }
    guard let node = made else { return }
    if node.isUpToDate, node.view == view { return }
    node.update(to: view)
  }
}

/// The body of the layer's own views, which the layer applies itself instead of evaluating.
extension Never: DeclaredView {
  /// A value that cannot exist: a primitive has no body to evaluate.
  public var body: Never { self }
}

extension DeclaredView where Body == Never {
  /// The body of a view that the layer applies: asking for it is a mistake of the layer.
  var primitiveBody: Never {
    preconditionFailure("\(Self.self) is applied by the layer and has no body")
  }
}
