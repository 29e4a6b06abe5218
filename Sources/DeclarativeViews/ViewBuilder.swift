/// Builds a body from the views listed in it, with `if`, `if`/`else` and `if let`, as
/// SwiftUI's `ViewBuilder` does.
///
/// Each kind of statement makes a structure of its own, and that structure is the views'
/// identity: the views of an `if` branch are not those of its `else`, so switching branches
/// drops the state of the branch that is left.
///
/// Its functions are inlinable, so a body's views are built where the body is compiled, with
/// their types known: built in this module, each one would ask the runtime for the metadata of
/// the nested type it returns, on every evaluation. They consume the views they are given, as
/// the modifiers consume the view they modify, so that a body's views are moved into the
/// structure that holds them and not copied, texts and all, at each level.
@MainActor
@resultBuilder
public enum ViewBuilder {
  /// An empty body.
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

  /// The first view of a body; a body of one view is that view.
  @inlinable public static func buildPartialBlock<Content: DeclaredView>(
    first content: consuming Content
  )
    -> Content
  {
    content
  }

  /// The views of a body so far, and the next one: a longer list nests, each view identified
  /// by its place in the list.
  @inlinable public static func buildPartialBlock<Accumulated: DeclaredView, Next: DeclaredView>(
    accumulated: consuming Accumulated, next: consuming Next
  ) -> TupleView<Accumulated, Next> {
    TupleView(first: accumulated, next: next)
  }

  /// The views of an `if` without `else`, or of an `if let`: none when the condition fails.
  @inlinable public static func buildOptional<Content: DeclaredView>(
    _ content: consuming Content?
  ) -> OptionalContent<Content> {
    OptionalContent(content: content)
  }

  /// The views of the first branch of an `if`/`else`.
  @inlinable public static func buildEither<First: DeclaredView, Second: DeclaredView>(
    first: consuming First
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(branch: .first(first))
  }

  /// The views of the second branch of an `if`/`else`.
  @inlinable public static func buildEither<First: DeclaredView, Second: DeclaredView>(
    second: consuming Second
  ) -> ConditionalContent<First, Second> {
    ConditionalContent(branch: .second(second))
  }
}

/// Nothing: the body of a builder with no views in it.
public struct EmptyView: DeclaredView {
  /// Creates nothing.
  public init() {}

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places nothing.
  @inlinable public static func place(_ view: EmptyView, in placement: inout Placement) {}
}

/// Views listed one after another in a body: those listed so far, then the next one. Each of
/// them is identified by its place in the whole list.
public struct TupleView<First: DeclaredView, Next: DeclaredView>: DeclaredView {
  @usableFromInline let first: First
  @usableFromInline let next: Next

  @usableFromInline init(first: First, next: Next) {
    self.first = first
    self.next = next
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the views listed so far, then the next one.
  @inlinable public static func place(_ view: TupleView, in placement: inout Placement) {
    First.place(view.first, in: &placement)
    Next.place(view.next, in: &placement)
  }
}

/// The views of an `if` or `if let` whose condition may fail.
public struct OptionalContent<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content?

  @usableFromInline init(content: Content?) {
    self.content = content
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the views under an identity of their own, or ends it when the condition fails.
  @inlinable public static func place(_ view: OptionalContent, in placement: inout Placement) {
    guard let container = placement.containerNode() else { return }
    container.placeChildren(inLineWith: &placement.items) { children in
      if let content = view.content { Content.place(content, in: &children) }
    }
  }
}

/// The views of one branch of an `if`/`else`; each branch is an identity of its own.
public struct ConditionalContent<First: DeclaredView, Second: DeclaredView>: DeclaredView {
  @usableFromInline enum Branch {
    case first(First)
    case second(Second)
  }

  @usableFromInline let branch: Branch

  @usableFromInline init(branch: Branch) {
    self.branch = branch
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the branch's views; switching branches ends the other branch's identities.
  @inlinable public static func place(_ view: ConditionalContent, in placement: inout Placement) {
    let isFirst: Bool
    if case .first = view.branch { isFirst = true } else { isFirst = false }
    guard let container = placement.containerNode(isFirstBranch: isFirst) else { return }
    container.placeChildren(inLineWith: &placement.items) { children in
      switch view.branch {
      case .first(let content): First.place(content, in: &children)
      case .second(let content): Second.place(content, in: &children)
      }
    }
  }
}

// The identities of an `if`, found or made by code that is not inlined: `place(_:in:)` of
// `OptionalContent` and `ConditionalContent` is inlinable, so that the views of a branch are
// placed by code specialized for their types, and only this part, which does not depend on
// them, is shared.
extension Placement {
  /// The identity of an `if` or `if let`, last time's or a new one.
  @usableFromInline mutating func containerNode() -> ContainerNode? {
    node(ContainerNode.self) { ContainerNode(at: $0) }
  }

  /// The identity of an `if`/`else`, whose views are ended when the branch is not last time's.
  @usableFromInline mutating func containerNode(isFirstBranch isFirst: Bool) -> ContainerNode? {
    guard let container = containerNode() else { return nil }
    if container.isFirstBranch != isFirst {
      container.endChildren()
      container.isFirstBranch = isFirst
    }
    return container
  }
}
