/// The face of a ``Box`` that can be read and bound but not set: what a view model hands out
/// so that only the view model changes its outputs.
///
/// It is a view of the box, not a copy: it reads the box's current value and binds to the
/// box's listeners. It cannot be turned back into the box, and what it offers reaches no
/// further than the reader's own bindings: it cannot end other readers' bindings (there is no
/// `bind(listener: nil)`), and what its `map` derives is read-only too.
///
/// ```swift
/// @MainActor final class WeatherViewModel {
///   var locationName: ReadOnlyBox<String> { locationNameBox.readOnly }
///   private let locationNameBox = Box("Loading…")
/// }
/// ```
public struct ReadOnlyBox<T> {
  @usableFromInline let box: Box<T>

  @usableFromInline init(_ box: Box<T>) { self.box = box }

  /// The box's current value.
  ///
  /// ```swift
  /// let name = viewModel.locationName.value
  /// ```
  @inlinable public var value: T { box.value }

  /// Adds a listener and calls it at once with the current value. See ``Box/bind(listener:)``.
  ///
  /// Unlike the box's, it takes no `nil`: ending the box's listeners is for whoever owns the
  /// box, and a reader ends its own binding with the token.
  ///
  /// - Parameter listener: Called with the current value now and with every later value.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// viewModel.locationName.bind { [weak self] in self?.cityLabel.text = $0 }
  /// ```
  @discardableResult public func bind(listener: @escaping Box<T>.Listener) -> BindingToken {
    box.bind(listener: listener)
  }

  /// Adds a listener for every later value. See ``Box/observe(_:)``.
  ///
  /// - Parameter listener: Called with every value set after this call.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// viewModel.error.observe { print("error:", $0) }
  /// ```
  @discardableResult public func observe(_ listener: @escaping Box<T>.Listener) -> BindingToken {
    box.observe(listener)
  }

  /// Binds for the lifetime of `owner`. See ``Box/bind(to:_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the binding; it is held weakly.
  ///   - listener: Called with the owner and the current value now, and with every later value.
  /// - Returns: A token that ends the binding early.
  ///
  /// ```swift
  /// viewModel.locationName.bind(to: self) { $0.cityLabel.text = $1 }
  /// ```
  @discardableResult public func bind<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    box.bind(to: owner, listener)
  }

  /// Observes for the lifetime of `owner`. See ``Box/observe(to:_:)``.
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the binding; it is held weakly.
  ///   - listener: Called with the owner and every value set after this call.
  /// - Returns: A token that ends the binding early.
  ///
  /// ```swift
  /// viewModel.error.observe(to: self) { $0.showAlert($1) }
  /// ```
  @discardableResult public func observe<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    box.observe(to: owner, listener)
  }

  /// Returns the read-only face of a box that follows `transform` of this box's value. See
  /// ``Box/map(_:)-3x4q9``; the face keeps the derived box connected while it is held.
  ///
  /// - Parameter transform: Turns a value of this box into the derived value.
  /// - Returns: The derived box, read-only: only this box's changes change it.
  ///
  /// ```swift
  /// let symbol = viewModel.weather.map(\.symbol)
  /// ```
  public func map<U>(_ transform: @escaping (T) -> U) -> ReadOnlyBox<U> {
    box.map(transform).readOnly
  }

  /// Returns the read-only face of a box that follows `transform` of this box's value and
  /// skips duplicates. See ``Box/map(_:)-3x4q9``.
  ///
  /// - Parameter transform: Turns a value of this box into the derived value.
  /// - Returns: The derived box, read-only: only this box's changes change it.
  ///
  /// ```swift
  /// let isLoading = viewModel.locationName.map { $0 == "Loading…" }
  /// ```
  public func map<U: Equatable>(_ transform: @escaping (T) -> U) -> ReadOnlyBox<U> {
    box.map(transform).readOnly
  }
}

@available(*, unavailable) extension ReadOnlyBox: Sendable {}

extension Box {
  /// A face of this box that reads and binds but cannot set, for a view model's outputs.
  ///
  /// ```swift
  /// public var locationName: ReadOnlyBox<String> { locationNameBox.readOnly }
  /// ```
  @inlinable public var readOnly: ReadOnlyBox<T> { ReadOnlyBox(self) }
}
