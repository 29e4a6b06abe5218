/// Builds a body from the views listed in it, with `if`, `if`/`else` and `if let`, as
/// SwiftUI's `ViewBuilder` does.
///
/// Each kind of statement makes a structure of its own, and that structure is the views'
/// identity: the views of an `if` branch are not those of its `else`, so switching branches
/// drops the state of the branch that is left.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// An empty body.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A body of one view.
  public static func buildBlock<Content: DeclaredView>(_ content: Content) -> Content {
    content
  }

  /// A body of several views, each identified by its place in the list.
  public static func buildBlock<each Content: DeclaredView>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// The views of an `if` without `else`, or of an `if let`: none when the condition fails.
  public static func buildOptional<Content: DeclaredView>(
    _ content: Content?
  ) -> OptionalContent<Content> {
    OptionalContent(content: content)
  }

  /// The views of the first branch of an `if`/`else`.
  public static func buildEither<First: DeclaredView, Second: DeclaredView>(
    first: First
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(branch: .first(first))
  }

  /// The views of the second branch of an `if`/`else`.
  public static func buildEither<First: DeclaredView, Second: DeclaredView>(
    second: Second
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(branch: .second(second))
  }
}

/// Nothing: the body of a builder with no views in it.
public struct EmptyView: DeclaredView, PrimitiveView {
  /// Creates nothing.
  public init() {}

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { _ in }
  }
}

/// Views listed one after another in a body; each is identified by its place in the list.
public struct TupleView<each Content: DeclaredView>: DeclaredView, PrimitiveView {
  let content: (repeat each Content)

  /// Lists the views.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { children in
      var index = 0
      for child in repeat each content {
        children.place(child, at: .position(index))
        index += 1
      }
    }
  }
}

/// The views of an `if` or `if let` whose condition may fail.
public struct OptionalContent<Content: DeclaredView>: DeclaredView, PrimitiveView {
  let content: Content?

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { children in
      if let content { children.place(content, at: .position(0)) }
    }
  }
}

/// The views of one branch of an `if`/`else`; each branch is an identity of its own.
public struct ConditionalContent<First: DeclaredView, Second: DeclaredView>: DeclaredView,
  PrimitiveView
{
  enum Branch {
    case first(First)
    case second(Second)
  }

  let branch: Branch

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { children in
      switch branch {
      case .first(let view): children.place(view, at: .firstBranch)
      case .second(let view): children.place(view, at: .secondBranch)
      }
    }
  }
}
