/// A value that tells its listeners every time it changes: the binding between a view model
/// and its view.
///
/// `Box` keeps the spelling of the classic MVVM tutorial's Box: `Box(value)`, `box.value`, and
/// `box.bind { … }`, which calls the listener at once with the current value and then on every
/// change. On top of that it holds many listeners, returns a ``BindingToken`` from every
/// binding, can tie a binding to the lifetime of an owner, skips duplicate values, and has
/// defined behaviour when a listener changes the box it is listening to. A view model that
/// wants its outputs read-only hands out ``readOnly`` instead of the box.
///
/// ```swift
/// let name = Box("Loading…")
/// name.bind { label.text = $0 }  // label.text == "Loading…"
/// name.value = "Paris, France"   // label.text == "Paris, France"
/// ```
///
/// ## Isolation
///
/// A box is deliberately not `Sendable`: it lives in the isolation domain of whatever owns it,
/// usually a `@MainActor` view model read by a `@MainActor` view controller. The compiler then
/// rejects any use from another thread, so listeners run on the owner's actor, no lock is
/// needed, and none is held while listeners run. Work done in the background hands its result
/// back by hopping to the owner's actor first:
///
/// ```swift
/// @MainActor final class ViewModel {
///   let summary = Box("")
///   func refresh() async {
///     let text = await Task.detached { expensiveSummary() }.value
///     summary.value = text  // back on the main actor
///   }
/// }
/// ```
///
/// ## Duplicates
///
/// A box of an `Equatable` value skips a set that is equal to the current value, because a UI
/// binding that re-renders an unchanged label is wasted work and, worse, can restart
/// animations. This is opt-out: `Box(value, skipsDuplicates: false)` notifies on every set,
/// and ``send(_:)`` forces one notification. The choice is made when the box is created, from
/// the static type: in generic code where `T` is not known to be `Equatable`, `Box(value)`
/// notifies on every set. Boxes of other types notify on every set unless created with
/// ``init(_:isDuplicate:)``.
///
/// ## Re-entrancy
///
/// A listener may set the box, bind, or cancel while a notification is running:
/// - A value set during a notification is queued; ``value`` returns it at once, and it is
///   delivered to every listener after the current round ends. Every listener sees every value,
///   in the order it was set, each exactly once, and notification calls never nest.
/// - A listener bound during a notification is called at once with the current (latest) value,
///   then with every value set after that; it does not join the round in progress.
/// - A binding cancelled during a notification is never called again, not even later in the
///   round in progress.
public final class Box<T> {
  /// The closure a box calls with each value; the tutorial's name for it.
  ///
  /// ```swift
  /// let listener: Box<String>.Listener = { print($0) }
  /// ```
  public typealias Listener = (T) -> Void

  // The set path is @inlinable, so that it is specialized for `T` in the module that sets the
  // box; what it touches is therefore @usableFromInline.

  /// Everything about the box that changes. Each step of a notification is one mutating call
  /// on it, which is one exclusive access, and no listener runs inside one: a listener that
  /// reaches the box meanwhile finds it consistent, and the access checks would trap if not.
  @usableFromInline var state: State
  /// Says whether a new value (the second argument) repeats the current one; nil announces
  /// every set.
  @usableFromInline let isDuplicate: ((T, T) -> Bool)?
  /// The taps that watched the box's creation (see ``BoxTap``); usually none.
  @usableFromInline let taps: [BoxTap]

  @inlinable init(value: T, isDuplicate: ((T, T) -> Bool)?) {
    (state, self.isDuplicate, taps) = (State(value: value), isDuplicate, BoxTap.watching.get())
  }

  // Every handle is ended before the box goes, so that none reads its unowned `box` after.
  deinit { for binding in state.bindings { binding.handle.isEnded = true } }

  /// Creates a box that notifies its listeners on every set.
  ///
  /// For an `Equatable` value the constrained initializer that skips duplicates is chosen
  /// instead.
  ///
  /// - Parameter value: The initial value, given to each listener when it binds.
  ///
  /// ```swift
  /// let icon: Box<Image?> = Box(nil)
  /// ```
  @inlinable public convenience init(_ value: T) { self.init(value: value, isDuplicate: nil) }

  /// Creates a box that skips a set when `isDuplicate` says the new value equals the current
  /// one.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - isDuplicate: Returns true when the second value (the new one) need not be announced
  ///     after the first (the current one). It compares the stored value where it is, inside
  ///     the box's access, so it must not read or set the box.
  ///
  /// ```swift
  /// let weather = Box(report, isDuplicate: { $0.id == $1.id })
  /// ```
  @inlinable public convenience init(_ value: T, isDuplicate: @escaping (T, T) -> Bool) {
    self.init(value: value, isDuplicate: isDuplicate)
  }

  /// The current value; setting it notifies every listener.
  ///
  /// A set equal to the current value is skipped when the box skips duplicates. During a
  /// notification the new value is readable at once and announced after the current round.
  ///
  /// ```swift
  /// box.value = "Loading…"
  /// ```
  @inlinable public var value: T {
    get { state.value }
    set {
      if !taps.isEmpty { report(.set) }
      if let isDuplicate, state.repeats(newValue, isDuplicate) { return }
      send(newValue)
    }
  }

  /// Sets the value and notifies every listener, even when the value equals the current one.
  ///
  /// Use it to re-announce a value after something outside the box changed how it is shown.
  ///
  /// - Parameter value: The new value.
  ///
  /// ```swift
  /// box.send(box.value)  // re-render with the same value
  /// ```
  @inlinable public func send(_ value: T) {
    let (replaced, bindingsToCall) = state.store(value)
    if let bindingsToCall {
      deliver(value, to: bindingsToCall, inFreshRound: true)
      if !state.endRoundUnlessQueued() { deliverQueued() }
    } else {
      state.enqueue(value)
    }
    // Released only now, when the box is consistent again: its deinit may read or set the box.
    withExtendedLifetime(replaced) {}
  }

  /// Adds a listener and calls it at once with the current value, as the tutorial's Box does.
  ///
  /// A second `bind` adds another listener; it does not replace the first. The listener stays
  /// until the token is cancelled or the box is deallocated, so discarding the token is fine.
  /// Capture objects weakly (`[weak self]`), or use ``bind(to:_:)`` instead.
  ///
  /// Passing `nil` does what it does to the tutorial's Box, whose only listener it clears: it
  /// ends every listener added with `bind(listener:)` (the trailing-closure `bind { … }`
  /// included, and those made through a ``ReadOnlyBox``), and returns an inactive token.
  /// Bindings made with ``observe(_:)``, ``bind(to:_:)`` and ``observe(to:_:)`` stay.
  ///
  /// - Parameter listener: Called with the current value now and with every later value.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// viewModel.locationName.bind { [weak self] name in
  ///   self?.cityLabel.text = name
  /// }
  /// viewModel.locationName.bind(listener: nil)  // the listener above is never called again
  /// ```
  @inlinable @discardableResult public func bind(listener: Listener?) -> BindingToken {
    guard let listener else {
      for binding in state.bindings where binding.handle.kind == .listener { binding.handle.end() }
      return BindingToken(nil)
    }
    let token = add(Handle(box: self, kind: .listener), listener)
    announce(to: listener)
    return token
  }

  /// Adds a listener that is called with every later value, but not with the current one.
  ///
  /// - Parameter call: Called with every value set after this call.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// box.observe { print("changed to", $0) }
  /// ```
  @inlinable @discardableResult public func observe(_ call: @escaping Listener) -> BindingToken {
    add(Handle(box: self), call)
  }

  /// Binds for the lifetime of `owner`: calls the listener at once and on every change, with the
  /// owner passed in, until the owner is deallocated.
  ///
  /// The box holds the owner weakly, so the listener needs no `[weak self]`: use its `owner`
  /// parameter, not `self`, or the capture keeps the owner alive. The binding ends when the
  /// owner goes: the listener is never called again, the token is no longer active, and the
  /// box lets go of the listener at its next notification or at a later bind, whichever comes
  /// first, so a box that never changes does not collect the listeners of owners long gone.
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the binding, typically a view controller.
  ///   - listener: Called with the owner and the current value now, and with every later value.
  /// - Returns: A token that ends the binding early.
  ///
  /// ```swift
  /// viewModel.locationName.bind(to: self) { controller, name in
  ///   controller.cityLabel.text = name
  /// }
  /// ```
  @inlinable @discardableResult public func bind<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    let token = observe(to: owner, listener)
    announce { listener(owner, $0) }
    return token
  }

  /// Observes for the lifetime of `owner`: like ``bind(to:_:)`` but without the call at once.
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the binding; it is held weakly.
  ///   - listener: Called with the owner and every value set after this call.
  /// - Returns: A token that ends the binding early.
  ///
  /// ```swift
  /// viewModel.errorMessage.observe(to: self) { controller, message in
  ///   controller.showAlert(message)
  /// }
  /// ```
  @inlinable @discardableResult public func observe<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    let handle = Handle(box: self, kind: .scoped, owner: owner)
    return add(handle) { [weak owner, unowned handle] value in
      guard let owner else { return handle.end() }
      listener(owner, value)
    }
  }
}

// Explicitly not Sendable: a box belongs to one isolation domain (see "Isolation" above).
@available(*, unavailable) extension Box: Sendable {}

extension Box where T: Equatable {
  /// Creates a box that skips a set equal to the current value.
  ///
  /// - Parameter value: The initial value, given to each listener when it binds.
  ///
  /// ```swift
  /// let name = Box("Loading…")
  /// name.value = "Loading…"  // no notification
  /// ```
  @inlinable public convenience init(_ value: T) { self.init(value: value, isDuplicate: ==) }

  /// Creates a box that either skips sets equal to the current value or announces every set.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - skipsDuplicates: Pass `false` to notify on every set, as the tutorial's Box does.
  ///
  /// ```swift
  /// let taps = Box(0, skipsDuplicates: false)
  /// ```
  @inlinable public convenience init(_ value: T, skipsDuplicates: Bool) {
    self.init(value: value, isDuplicate: skipsDuplicates ? (==) : nil)
  }
}
