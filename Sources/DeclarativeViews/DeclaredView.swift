/// A piece of a screen declared as a value: what it shows is its ``body``, recomputed from its
/// inputs and the state it reads, as a SwiftUI `View` is.
///
/// It is not called `View` because `View` is already taken by the retained view that draws,
/// `WeatherViews.View`, as `UIView` is in UIKit; a file that imports both modules would have to
/// spell one of them out everywhere. A declared view describes what its retained views show;
/// the leaves (``Text``, ``TextField``, ``ActivityIndicator``, ``Representable``) write those
/// views, as SwiftUI hosts UIKit views.
///
/// ```swift
/// struct Greeting: DeclaredView {
///   let name: String
///   let label: Label
///   var body: some DeclaredView { Text("Hello, \(name)", in: label) }
/// }
/// ```
///
/// A view whose type is `Equatable` and whose inputs equal the last ones is not evaluated again
/// when its parent is, unless something its body read changed; a view that is not `Equatable`
/// is evaluated whenever its parent is.
@MainActor
public protocol DeclaredView {
  /// The type of view that the body declares.
  associatedtype Body: DeclaredView

  /// What this view shows, declared from its inputs and the state it reads; evaluated inside
  /// Observation tracking, so it must only read.
  @ViewBuilder var body: Body { get }
}

/// The body of the layer's own views, which the layer applies itself instead of evaluating.
extension Never: DeclaredView {
  /// A value that cannot exist: a primitive has no body to evaluate.
  public var body: Never { self }
}

/// How the layer applies one of its own views: it writes a retained view, or places its
/// children under `node`.
@MainActor
protocol PrimitiveView {
  /// Applies the view to `node`, whose view it now is.
  func apply(to node: Node)
}

extension PrimitiveView {
  /// The body of a view that the layer applies: asking for it is a mistake of the layer.
  var primitiveBody: Never {
    preconditionFailure("\(Self.self) is applied by the layer and has no body")
  }
}
