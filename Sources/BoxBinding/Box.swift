/// A value that tells its listeners every time it changes: the binding between a view model
/// and its view.
///
/// `Box` keeps the spelling of the classic MVVM tutorial's Box: `Box(value)`, `box.value`, and
/// `box.bind { … }`, which calls the listener at once with the current value and then on every
/// change. On top of that it holds many listeners, returns a ``BindingToken`` from every
/// binding, can tie a binding to the lifetime of an owner, skips duplicate values, and has
/// defined behaviour when a listener changes the box it is listening to.
///
/// ```swift
/// let name = Box("Loading...")
/// name.bind { label.text = $0 }  // label.text == "Loading..."
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

  // The state lives behind a pointer that the box owns, not in stored `var`s: accesses through
  // an unsafe pointer need no dynamic exclusivity check, which keeps a set with one listener
  // close to the cost of calling that listener directly. The box is the only owner and is not
  // Sendable, so the pointer is never shared.
  @usableFromInline let _state: UnsafeMutablePointer<_BoxState<T>>
  @usableFromInline let _duplicates: _DuplicatePolicy
  // Only read under `.custom`; not optional, because calling a stored optional closure copies
  // it first, a retain and a release on every set.
  @usableFromInline let _isDuplicate: (T, T) -> Bool

  @usableFromInline
  init(value: T, duplicates: _DuplicatePolicy, isDuplicate: @escaping (T, T) -> Bool) {
    _state = .allocate(capacity: 1)
    _state.initialize(to: _BoxState(value: value))
    _duplicates = duplicates
    _isDuplicate = isDuplicate
  }

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
  @inlinable
  public convenience init(_ value: T) {
    self.init(value: value, duplicates: .notify, isDuplicate: { _, _ in false })
  }

  /// Creates a box that skips a set when `isDuplicate` says the new value equals the current
  /// one.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - isDuplicate: Returns true when the second value (the new one) need not be announced
  ///     after the first (the current one).
  ///
  /// ```swift
  /// let weather = Box(report, isDuplicate: { $0.id == $1.id })
  /// ```
  @inlinable
  public convenience init(_ value: T, isDuplicate: @escaping (T, T) -> Bool) {
    self.init(value: value, duplicates: .custom, isDuplicate: isDuplicate)
  }

  deinit {
    let entries = _state.pointee.entries.compactMap { $0 } + _state.pointee.retired
    _state.deinitialize(count: 1)
    _state.deallocate()
    // Released last, since a listener's captures may run arbitrary code when they go, even
    // cancel another token of this box; detached entries no longer reach the box.
    for entry in entries { entry._withUnsafeGuaranteedRef { $0.isDetached = true } }
    for entry in entries { entry.release() }
  }

  /// The current value; setting it notifies every listener.
  ///
  /// A set equal to the current value is skipped when the box skips duplicates. During a
  /// notification the new value is readable at once and announced after the current round.
  ///
  /// ```swift
  /// box.value = "Loading..."
  /// ```
  @inlinable
  public var value: T {
    get { _state.pointee.value }
    set {
      switch _duplicates {
      case .notify: break
      case .equatable: if _equals(_state.pointee.value, newValue) { return }
      case .custom: if _isDuplicate(_state.pointee.value, newValue) { return }
      }
      _accept(newValue)
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
  @inlinable
  public func send(_ value: T) {
    _accept(value)
  }

  /// Adds a listener and calls it at once with the current value, as the tutorial's Box does.
  ///
  /// A second `bind` adds another listener; it does not replace the first. The listener stays
  /// until the token is cancelled or the box is deallocated, so discarding the token is fine.
  /// Capture objects weakly (`[weak self]`), or use ``bind(to:_:)`` instead. Passing `nil`
  /// binds nothing and returns an inactive token; to unbind, cancel the token.
  ///
  /// - Parameter listener: Called with the current value now and with every later value.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// viewModel.locationName.bind { [weak self] name in
  ///   self?.cityLabel.text = name
  /// }
  /// ```
  @discardableResult
  public func bind(listener: Listener?) -> BindingToken {
    guard let listener else { return BindingToken(entry: nil) }
    let token = _add(.plain(listener))
    _announceCurrentValue(to: listener)
    return token
  }

  /// Adds a listener that is called with every later value, but not with the current one.
  ///
  /// - Parameter listener: Called with every value set after this call.
  /// - Returns: A token that ends this one binding.
  ///
  /// ```swift
  /// box.observe { print("changed to", $0) }
  /// ```
  @discardableResult
  public func observe(_ listener: @escaping Listener) -> BindingToken {
    _add(.plain(listener))
  }

  /// Binds for the lifetime of `owner`: calls the listener at once and on every change, with the
  /// owner passed in, until the owner is deallocated.
  ///
  /// The box holds the owner weakly, so the listener needs no `[weak self]`: use its `owner`
  /// parameter, not `self`, or the capture keeps the owner alive. The listener is never called
  /// after the owner is gone; the box lets go of it at its next notification or when the box
  /// itself goes, whichever comes first.
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
  @discardableResult
  public func bind<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    let token = _add(Self._scoped(to: owner, listener))
    _announceCurrentValue { listener(owner, $0) }
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
  @discardableResult
  public func observe<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> BindingToken {
    _add(Self._scoped(to: owner, listener))
  }
}

// Explicitly not Sendable: a box belongs to one isolation domain (see "Isolation" above).
@available(*, unavailable)
extension Box: Sendable {}

extension Box where T: Equatable {
  /// Creates a box that skips a set equal to the current value.
  ///
  /// - Parameter value: The initial value, given to each listener when it binds.
  ///
  /// ```swift
  /// let name = Box("Loading...")
  /// name.value = "Loading..."  // no notification
  /// ```
  @inlinable
  public convenience init(_ value: T) {
    self.init(value: value, duplicates: .equatable, isDuplicate: { _, _ in false })
  }

  /// Creates a box that either skips sets equal to the current value or announces every set.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - skipsDuplicates: Pass `false` to notify on every set, as the tutorial's Box does.
  ///
  /// ```swift
  /// let taps = Box(0, skipsDuplicates: false)
  /// ```
  @inlinable
  public convenience init(_ value: T, skipsDuplicates: Bool) {
    self.init(
      value: value, duplicates: skipsDuplicates ? .equatable : .notify,
      isDuplicate: { _, _ in false })
  }
}

// MARK: - Notification machinery

/// How a box decides that a set repeats the current value.
@usableFromInline
enum _DuplicatePolicy: UInt8 {
  /// Every set notifies.
  case notify
  /// `T` is `Equatable` and equal values are skipped.
  case equatable
  /// The box's `_isDuplicate` closure decides.
  case custom
}

/// Compares two values of a type that is known to be `Equatable` although `T` is unconstrained.
///
/// The setter cannot require `T: Equatable`, and a stored `==` closure costs two thunk calls
/// per set. Once the setter is specialized for a concrete type the compiler folds this cast
/// and the comparison inlines to a plain `==`; unspecialized generic code pays a dynamic cast.
@inlinable
func _equals<T>(_ lhs: T, _ rhs: T) -> Bool {
  guard let equatable = T.self as? any Equatable.Type else { return false }
  return _equals(lhs, rhs, as: equatable)
}

@inlinable
func _equals<T, E: Equatable>(_ lhs: T, _ rhs: T, as type: E.Type) -> Bool {
  lhs as! E == rhs as! E
}

/// The mutable state of a box, kept behind the box's pointer.
@usableFromInline
struct _BoxState<T> {
  @usableFromInline var value: T
  /// How many values the box has accepted; the number of the latest one.
  @usableFromInline var generation: UInt64 = 0
  /// True while a round of notification runs; sets made meanwhile are queued.
  @usableFromInline var isNotifying = false
  /// True when the round in progress left queued values or retired entries to deal with.
  @usableFromInline var needsFollowUp = false
  /// The listeners in binding order; a slot is emptied when its binding ends mid-round and
  /// squeezed out after the round, so indices stay stable while a round iterates.
  @usableFromInline var entries: ContiguousArray<Unmanaged<_BoxEntry<T>>?> = []
  /// Values set during a round, with their generation, delivered in order after it.
  @usableFromInline var queued: ContiguousArray<(value: T, generation: UInt64)> = []
  /// Entries whose binding ended mid-round; released once no listener runs.
  @usableFromInline var retired: ContiguousArray<Unmanaged<_BoxEntry<T>>> = []

  @usableFromInline
  init(value: T) { self.value = value }
}

/// One binding. Entries are held unmanaged by the box and called through a borrowed
/// reference, so a notification costs no reference counting.
@usableFromInline
final class _BoxEntry<T>: _BindingEntry {
  @usableFromInline
  enum Kind {
    /// A listener for as long as the box lives.
    case plain((T) -> Void)
    /// A listener that returns false once its owner is gone.
    case scoped((T) -> Bool)
  }

  /// The generation current when the binding was made; the entry hears later ones only.
  @usableFromInline let since: UInt64
  // Plain closure fields rather than the `Kind` enum: matching an enum payload copies the
  // closure, a retain and a release per call.
  @usableFromInline let isScoped: Bool
  @usableFromInline let listener: (T) -> Void
  @usableFromInline let scopedListener: (T) -> Bool
  unowned let box: Box<T>

  init(box: Box<T>, since: UInt64, kind: Kind) {
    self.box = box
    self.since = since
    switch kind {
    case .plain(let listener):
      isScoped = false
      self.listener = listener
      scopedListener = { _ in false }
    case .scoped(let listener):
      isScoped = true
      self.listener = { _ in }
      scopedListener = listener
    }
  }

  /// Set when the box is going away, after which the entry must not touch it.
  var isDetached = false

  override func cancel() {
    if !isDetached { box._remove(self) }
  }
}

/// The type-erased face of an entry that a ``BindingToken`` holds.
@usableFromInline
class _BindingEntry {
  func cancel() {}
}

extension Box {
  @inlinable
  func _accept(_ newValue: T) {
    _state.pointee.value = newValue
    _state.pointee.generation &+= 1
    if _state.pointee.isNotifying {
      _enqueue(newValue)
      return
    }
    _state.pointee.isNotifying = true
    _deliver(newValue, generation: _state.pointee.generation)
    _endRound()
  }

  /// Ends a round on the fast path when it left nothing to do, which is the common case.
  @inlinable
  func _endRound() {
    if _state.pointee.needsFollowUp {
      _finishRound()
    } else {
      _state.pointee.isNotifying = false
    }
  }

  /// Calls every entry bound before `generation` with `value`. Indexes instead of copying the
  /// array: entries appended meanwhile are skipped by their generation, and entries that end
  /// meanwhile leave an empty slot rather than shifting the rest.
  @inlinable
  func _deliver(_ value: T, generation: UInt64) {
    var index = 0
    while index < _state.pointee.entries.count {
      if let entry = _state.pointee.entries[index] {
        let keep = entry._withUnsafeGuaranteedRef { entry in
          guard entry.since < generation else { return true }
          if entry.isScoped { return entry.scopedListener(value) }
          entry.listener(value)
          return true
        }
        if !keep { _retire(at: index) }
      }
      index &+= 1
    }
  }

  @usableFromInline
  func _enqueue(_ value: T) {
    _state.pointee.queued.append((value, _state.pointee.generation))
    _state.pointee.needsFollowUp = true
  }

  /// Ends the round: delivers the values queued during it, then lets go of retired entries.
  @usableFromInline
  func _finishRound() {
    var next = 0
    while next < _state.pointee.queued.count {
      let (value, generation) = _state.pointee.queued[next]
      next += 1
      _deliver(value, generation: generation)
    }
    _state.pointee.queued.removeAll(keepingCapacity: true)
    _state.pointee.needsFollowUp = false
    _state.pointee.isNotifying = false
    guard !_state.pointee.retired.isEmpty else { return }
    _state.pointee.entries.removeAll { $0 == nil }
    let retired = _state.pointee.retired
    _state.pointee.retired = []
    // The state is consistent before any capture is released, since a release can re-enter.
    for entry in retired { entry.release() }
  }

  /// Ends the binding in slot `index`: at once when no round runs, else after the round.
  @usableFromInline
  func _retire(at index: Int) {
    guard let entry = _state.pointee.entries[index] else { return }
    if _state.pointee.isNotifying {
      _state.pointee.entries[index] = nil
      _state.pointee.retired.append(entry)
      _state.pointee.needsFollowUp = true
    } else {
      _state.pointee.entries.remove(at: index)
      entry.release()
    }
  }

  func _remove(_ entry: _BoxEntry<T>) {
    let target = Unmanaged.passUnretained(entry).toOpaque()
    if let index = _state.pointee.entries.firstIndex(where: { $0?.toOpaque() == target }) {
      _retire(at: index)
    }
  }

  @usableFromInline
  func _add(_ kind: _BoxEntry<T>.Kind) -> BindingToken {
    let entry = _BoxEntry(box: self, since: _state.pointee.generation, kind: kind)
    _state.pointee.entries.append(.passRetained(entry))
    return BindingToken(entry: entry)
  }

  /// Calls a new listener with the current value as a round of its own, so that values it
  /// sets are queued and delivered in order like any others.
  @usableFromInline
  func _announceCurrentValue(to listener: Listener) {
    if _state.pointee.isNotifying {
      listener(_state.pointee.value)
      return
    }
    _state.pointee.isNotifying = true
    listener(_state.pointee.value)
    _endRound()
  }

  static func _scoped<Owner: AnyObject>(
    to owner: Owner, _ listener: @escaping (Owner, T) -> Void
  ) -> _BoxEntry<T>.Kind {
    .scoped { [weak owner] value in
      guard let owner else { return false }
      listener(owner, value)
      return true
    }
  }
}
