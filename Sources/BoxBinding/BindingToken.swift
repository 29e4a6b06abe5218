/// The handle of one binding, returned by ``Box/bind(listener:)`` and its siblings; cancel it to
/// end that binding early.
///
/// Discarding the token does not end the binding: as in the tutorial, a listener stays as long
/// as the box lives unless cancelled or scoped to an owner. The token holds neither the box
/// nor the listener, so keeping it creates no cycle.
///
/// ```swift
/// let token = box.bind { print($0) }
/// token.cancel()  // the listener is never called again
/// ```
public final class BindingToken {
  private let binding: (any EndableBinding)?

  @usableFromInline init(_ binding: (any EndableBinding)?) { self.binding = binding }

  /// Ends the binding: its listener is never called again, not even later in a notification
  /// that is running, and the box lets go of it (after that notification, if one runs).
  ///
  /// Cancelling twice, or after the box or owner is gone, does nothing.
  ///
  /// ```swift
  /// token.cancel()
  /// ```
  public func cancel() { binding?.end() }

  /// Whether the binding can still be called: false once cancelled, once the box is gone, or,
  /// for a binding scoped to an owner, once the owner is gone.
  ///
  /// ```swift
  /// #expect(token.isActive)
  /// ```
  public var isActive: Bool { binding?.isActive ?? false }
}

@available(*, unavailable) extension BindingToken: Sendable {}

/// What a token can do to the binding of a box of any type.
@usableFromInline protocol EndableBinding: AnyObject {
  /// Whether the binding has neither ended nor lost its box.
  var isActive: Bool { get }
  /// Ends the binding; ending it again does nothing.
  func end()
}
