import WeatherViews

/// Any retained view, set by a closure each time the declaring body is evaluated, as SwiftUI's
/// `UIViewRepresentable` updates a UIKit view: the way to write what the other leaves do not,
/// such as an image view's picture or a list's selection.
///
/// The closure runs while the body is evaluated, so what it reads is tracked for that body,
/// and it must write only the retained view.
///
/// ```swift
/// Representable(view.currentConditionsView.iconView) { $0.image = viewModel.icon }
/// ```
public struct Representable<Target: View>: DeclaredView {
  @usableFromInline let view: Target
  @usableFromInline let update: @MainActor (Target) -> Void

  /// Sets `view` with `update`.
  ///
  /// - Parameters:
  ///   - view: The retained view.
  ///   - update: Sets the view from what the body knows.
  @inlinable public init(_ view: Target, update: @escaping @MainActor (Target) -> Void) {
    self.view = view
    self.update = update
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Sets the retained view: it needs no identity of its own.
  @inlinable public static func place(_ view: Representable, in placement: inout Placement) {
    view.update(view.view)
  }
}

/// A view with an action for when its identity first appears, as SwiftUI's `.onAppear`.
public struct OnAppear<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content
  @usableFromInline let action: @MainActor () -> Void

  @usableFromInline init(content: Content, action: @escaping @MainActor () -> Void) {
    self.content = content
    self.action = action
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the view, and runs the action if its identity is new.
  @inlinable public static func place(_ view: OnAppear, in placement: inout Placement) {
    let node = placement.appearanceNode()
    Content.place(view.content, in: &placement)
    node?.performOnAppearing(view.action)
  }
}

extension DeclaredView {
  /// Runs `action` when this view's identity first appears: after the flush that placed it,
  /// so that the action may write state (a write in the body itself would be a mistake), and
  /// once an identity. What the action changes is shown in the next display pass.
  ///
  /// ```swift
  /// Search(prompt: screen.prompt).onAppear { model.load() }
  /// ```
  ///
  /// - Parameter action: What to do, such as starting to load.
  /// - Returns: This view, with the action.
  @inlinable public consuming func onAppear(perform action: @escaping @MainActor () -> Void)
    -> OnAppear<Self>
  {
    OnAppear(content: self, action: action)
  }
}

/// A view with an action for when a value that its body declares changes, as SwiftUI's
/// `.onChange(of:)`.
public struct OnChange<Content: DeclaredView, Value: Equatable>: DeclaredView {
  @usableFromInline let content: Content
  @usableFromInline let value: Value
  @usableFromInline let action: @MainActor (Value) -> Void

  @usableFromInline init(
    content: Content, value: Value, action: @escaping @MainActor (Value) -> Void
  ) {
    self.content = content
    self.value = value
    self.action = action
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the view, and runs the action if the value differs from the one declared last time.
  @inlinable public static func place(_ view: OnChange, in placement: inout Placement) {
    let node = placement.node(ChangeNode<Value>.self) { ChangeNode(at: $0) }
    Content.place(view.content, in: &placement)
    node?.declare(view.value, action: view.action)
  }
}

extension DeclaredView {
  /// Runs `action` with the new value when `value` differs from the one that this view's
  /// identity declared last: not on its first appearance, and after the flush, so that the
  /// action may write state. What the action changes is shown in the next display pass.
  ///
  /// ```swift
  /// List(rows).onChange(of: window) { position.keep($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - action: What to do with its new value.
  /// - Returns: This view, with the action.
  @inlinable public consuming func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (Value) -> Void
  ) -> OnChange<Self, Value> {
    OnChange(content: self, value: value, action: action)
  }
}

/// The identity of a view with an `onChange` action: the value it declared last.
@MainActor
@usableFromInline
final class ChangeNode<Value: Equatable>: Node {
  private var last: Value?

  @usableFromInline override init(at place: NodePlace) {
    super.init(at: place)
  }

  /// Runs `action` after the current flush if `value` is not the last one declared.
  @usableFromInline func declare(_ value: Value, action: @escaping @MainActor (Value) -> Void) {
    defer { last = value }
    guard let last, last != value, let graph else { return }
    graph.performAfterFlush { [weak self] in
      guard let self, self.isAlive else { return }
      self.performDeclared { action(value) }
    }
  }
}

/// A view with an action for when its identity goes, as SwiftUI's `.onDisappear`.
public struct OnDisappear<Content: DeclaredView>: DeclaredView {
  @usableFromInline let content: Content
  @usableFromInline let action: @MainActor () -> Void

  @usableFromInline init(content: Content, action: @escaping @MainActor () -> Void) {
    self.content = content
    self.action = action
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  /// Places the view, and keeps the latest action for when its identity ends.
  @inlinable public static func place(_ view: OnDisappear, in placement: inout Placement) {
    let node = placement.disappearanceNode()
    Content.place(view.content, in: &placement)
    node?.action = view.action
  }
}

extension DeclaredView {
  /// Runs `action` when this view's identity goes: its `if` fails, its `ForEach` element is
  /// removed, or its host goes. It runs after the flush that removed the view, so it may write
  /// state; a view that comes back is a new identity, and appears again.
  ///
  /// ```swift
  /// Row(place).onDisappear { place.stop() }
  /// ```
  ///
  /// - Parameter action: What to do, such as stopping a load.
  /// - Returns: This view, with the action.
  @inlinable public consuming func onDisappear(perform action: @escaping @MainActor () -> Void)
    -> OnDisappear<Self>
  {
    OnDisappear(content: self, action: action)
  }
}

/// The identity of a view with an `onDisappear` action, which runs the action when it ends.
@MainActor
@usableFromInline
final class DisappearanceNode: Node {
  @usableFromInline var action: @MainActor () -> Void = {}

  override func end() {
    let wasAlive = isAlive
    super.end()
    guard wasAlive else { return }
    let action = action
    if let graph {
      graph.performAfterFlush { [self] in self.performDeclared(action) }
    } else {
      performDeclared(action)
    }
  }
}

// The nodes of the modifiers above, found or made by code that is not inlined: a modifier's
// `place(_:in:)` is inlinable, so that the views it holds are placed by code specialized for
// their types, and only this part, which does not depend on them, is shared.
extension Placement {
  /// The identity of an `onAppear`, last time's or a new one.
  @usableFromInline mutating func appearanceNode() -> AppearanceNode? {
    node(AppearanceNode.self) { AppearanceNode(at: $0) }
  }

  /// The identity of an `onDisappear`, last time's or a new one.
  @usableFromInline mutating func disappearanceNode() -> DisappearanceNode? {
    node(DisappearanceNode.self) { DisappearanceNode(at: $0) }
  }
}
