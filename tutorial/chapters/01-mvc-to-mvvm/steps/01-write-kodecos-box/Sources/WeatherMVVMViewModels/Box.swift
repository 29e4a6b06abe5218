/// A value that calls its listener every time it changes: Kodeco's `Box`, as its tutorial
/// writes it, made public because the view model lives in a library.
///
/// ```swift
/// let name = Box("Loading…")
/// name.bind { print($0) }  // prints "Loading…" at once
/// name.value = "Paris"     // prints "Paris"
/// ```
public final class Box<T> {
  /// The closure that the box calls with each value.
  public typealias Listener = (T) -> Void

  /// The one listener; `bind(listener:)` replaces it.
  public var listener: Listener?

  /// The current value; setting it calls the listener.
  public var value: T {
    didSet {
      listener?(value)
    }
  }

  /// Creates a box with no listener.
  ///
  /// - Parameter value: The first value.
  public init(_ value: T) {
    self.value = value
  }

  /// Makes `listener` the box's listener, and calls it at once with the current value.
  ///
  /// - Parameter listener: The new listener, or `nil` for none.
  public func bind(listener: Listener?) {
    self.listener = listener
    listener?(value)
  }
}
