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
public struct Representable<Target: View>: DeclaredView, PrimitiveView {
  let view: Target
  let update: @MainActor (Target) -> Void

  /// Sets `view` with `update`.
  ///
  /// - Parameters:
  ///   - view: The retained view.
  ///   - update: Sets the view from what the body knows.
  public init(_ view: Target, update: @escaping @MainActor (Target) -> Void) {
    self.view = view
    self.update = update
  }

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    update(view)
  }
}

/// A view with an action for when its identity first appears, as SwiftUI's `.onAppear`.
public struct OnAppear<Content: DeclaredView>: DeclaredView, PrimitiveView {
  let content: Content
  let action: @MainActor () -> Void

  /// Has none: the layer applies this view itself.
  public var body: Never { primitiveBody }

  func apply(to node: Node) {
    node.placeChildren { $0.place(content, at: .position(0)) }
    node.performOnAppearing(action)
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
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> OnAppear<Self> {
    OnAppear(content: self, action: action)
  }
}
