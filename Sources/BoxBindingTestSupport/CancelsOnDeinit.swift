import BoxBinding

/// Cancels a token when deallocated: puts code that reaches a box into the moment something
/// lets go of it, such as a box releasing its value or a listener's captures.
///
/// ```swift
/// let canceller = CancelsOnDeinit()
/// box.bind { _ in _ = canceller }  // the listener holds the canceller
/// canceller.token = box.bind { _ in }
/// ```
public final class CancelsOnDeinit {
  /// The token to cancel; set it once the binding exists.
  public var token: BindingToken?

  /// Creates a canceller with no token yet.
  public init() {}

  deinit { token?.cancel() }
}
