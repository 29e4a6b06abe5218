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
    assert(MemoryLayout<_BoxState<T>>.offset(of: \_BoxState<T>.value) == 0, "_slot needs it")
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
      case .custom: if _isCustomDuplicate(newValue) { return }
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
  public func send(_ value: consuming T) {
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
  if T.self == String.self {
    return _stringEquals(unsafeBitCast(lhs, to: String.self), unsafeBitCast(rhs, to: String.self))
  }
  guard let equatable = T.self as? any Equatable.Type else { return false }
  return _equals(lhs, rhs, as: equatable)
}

/// `String`'s `==`, with the standard library's own fast path for two small ASCII strings
/// taken inline.
///
/// `==` compares the two strings' bits inline and, when they differ, calls
/// `_stringCompareWithSmolCheck`, whose first step answers "not equal" for two small ASCII
/// strings (for those, equal means bitwise equal). Label texts are mostly such strings, and that
/// call was most of the cost of a set. The bits tested are the ones the standard library's
/// inlinable `_StringObject.isSmall` and `smallIsASCII` test in every client, so they are
/// part of its ABI. Anything else, and every other platform than 64-bit little-endian, goes to
/// `==`.
@inlinable @inline(__always)
func _stringEquals(_ lhs: String, _ rhs: String) -> Bool {
  #if _pointerBitWidth(_64) && _endian(little)
    let left = unsafeBitCast(lhs, to: (UInt64, UInt64).self)
    let right = unsafeBitCast(rhs, to: (UInt64, UInt64).self)
    if left == right { return true }
    let smallASCII: UInt64 = 0x6000_0000_0000_0000
    if left.1 & right.1 & smallASCII == smallASCII { return false }
  #endif
  return lhs == rhs
}

@inlinable
func _equals<T, E: Equatable>(_ lhs: T, _ rhs: T, as type: E.Type) -> Bool {
  lhs as! E == rhs as! E
}

/// The mutable state of a box, kept behind the box's pointer.
@usableFromInline
struct _BoxState<T> {
  /// The current value. It is the first stored property, so it sits at the start of the
  /// state and the set path addresses it through ``Box/_slot`` as memory of its own.
  @usableFromInline var value: T
  /// What the state is doing: a combination of the `_Round` flags, zero when idle.
  @usableFromInline var round: UInt8 = 0
  /// Counts the values set during rounds; an entry bound at generation `g` hears only queued
  /// values numbered above `g`. A set outside a round needs no number: every entry that exists
  /// when it starts is older than it.
  @usableFromInline var generation: UInt64 = 0
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

/// The flags of `_BoxState.round`.
@usableFromInline
enum _Round {
  /// A round of notification runs; sets made meanwhile are queued.
  @usableFromInline static let notifying: UInt8 = 1
  /// The value slot holds an unretained bitwise copy of the value that the set in progress
  /// owns and is announcing; it must be overwritten, never released.
  @usableFromInline static let borrowed: UInt8 = 2
  /// The round left queued values or retired entries to deal with when it ends.
  @usableFromInline static let followUp: UInt8 = 4
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

  /// Calls the listener; returns false when the binding has ended because its owner is gone.
  @inlinable
  func _call(_ value: T) -> Bool {
    if isScoped { return scopedListener(value) }
    listener(value)
    return true
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
  /// The value's own memory inside the state: `value` is the state's first stored property.
  @inlinable
  var _slot: UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(_state).assumingMemoryBound(to: T.self)
  }

  /// Asks the box's own duplicate test. Specialized but kept out of line: a closure call needs
  /// its arguments in memory, and inlined it would take registers from the common path.
  @inlinable @inline(never)
  func _isCustomDuplicate(_ newValue: T) -> Bool {
    _isDuplicate(_state.pointee.value, newValue)
  }

  /// Whether a round of notification runs.
  @inlinable
  var _isNotifying: Bool { _state.pointee.round & _Round.notifying != 0 }

  /// Stores and announces a value that passed the duplicate check.
  ///
  /// The common case, a set while no round runs, costs one move into the state: the set owns
  /// `newValue`, so the state gets an unretained bitwise copy of it for the length of the round
  /// (readers copy from it as from any value; a set during the round overwrites it without
  /// releasing it), listeners borrow `newValue` itself, and at the end the state takes it over.
  /// The value it replaces is released after the round, when the state is consistent again.
  @inlinable
  func _accept(_ newValue: __owned T) {
    guard _state.pointee.round == 0 else {
      _acceptDuringRound(newValue)
      return
    }
    let slot = _slot
    let old = slot.move()
    // A type that is not bitwise-takable (a C++ type with a move constructor, say) gets a real
    // copy; the flag check at the end folds away once `T` is known.
    let fastRound: UInt8
    if _isBitwiseTakable(T.self) {
      withUnsafePointer(to: newValue) {
        UnsafeMutableRawPointer(slot).copyMemory(from: $0, byteCount: MemoryLayout<T>.size)
      }
      fastRound = _Round.notifying | _Round.borrowed
    } else {
      slot.initialize(to: newValue)
      fastRound = _Round.notifying
    }
    _state.pointee.round = fastRound
    _deliverFirst(newValue)
    if _state.pointee.round == fastRound {
      if fastRound & _Round.borrowed != 0 { slot.initialize(to: newValue) }
      _state.pointee.round = 0
    } else {
      _endRound(owning: newValue)
    }
    _ = consume old
  }

  /// Calls every entry with the value of a round that started from idle. Every entry that
  /// exists now was bound before this value was set, so no generation test is needed. A lone
  /// entry, the common case, is called without walking the array.
  @inlinable
  func _deliverFirst(_ value: T) {
    if _state.pointee.entries.count == 1, let entry = _state.pointee.entries[0] {
      if !entry._withUnsafeGuaranteedRef({ $0._call(value) }) { _retire(at: 0) }
      return
    }
    _deliverEach(value)
  }

  /// The loop of ``_deliverFirst(_:)`` for any number of entries but one; kept out of line so
  /// that it takes no registers from a set with one listener. Entries bound during the round
  /// are appended after `count` and skipped. Indexes instead of copying the array: entries that
  /// end meanwhile leave an empty slot rather than shifting the rest.
  @inlinable @inline(never)
  func _deliverEach(_ value: T) {
    let count = _state.pointee.entries.count
    var index = 0
    while index < count {
      if let entry = _state.pointee.entries[index] {
        if !entry._withUnsafeGuaranteedRef({ $0._call(value) }) { _retire(at: index) }
      }
      index &+= 1
    }
  }

  /// Calls every entry bound before `generation` with a value queued during a round.
  @usableFromInline
  func _deliver(_ value: T, generation: UInt64) {
    var index = 0
    while index < _state.pointee.entries.count {
      if let entry = _state.pointee.entries[index] {
        let keep = entry._withUnsafeGuaranteedRef { entry in
          entry.since >= generation || entry._call(value)
        }
        if !keep { _retire(at: index) }
      }
      index &+= 1
    }
  }

  /// A set while a round runs: the value is readable at once and announced after the round.
  @usableFromInline
  func _acceptDuringRound(_ value: consuming T) {
    if _state.pointee.round & _Round.borrowed != 0 {
      // The slot holds the round's unretained copy: overwrite it, do not release it.
      _slot.initialize(to: copy value)
      _state.pointee.round &= ~_Round.borrowed
    } else {
      _slot.pointee = copy value
    }
    _state.pointee.generation &+= 1
    _state.pointee.queued.append((value, _state.pointee.generation))
    _state.pointee.round |= _Round.followUp
  }

  /// Ends a round that started from idle and left work behind: hands the round's value to
  /// the state unless a later set replaced it, then finishes the round.
  @usableFromInline
  func _endRound(owning value: consuming T) {
    if _state.pointee.round & _Round.borrowed != 0 {
      _slot.initialize(to: value)
      _state.pointee.round &= ~_Round.borrowed
    } else {
      _ = consume value
    }
    _finishRound()
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
    _state.pointee.round = 0
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
    if _isNotifying {
      _state.pointee.entries[index] = nil
      _state.pointee.retired.append(entry)
      _state.pointee.round |= _Round.followUp
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
    if _isNotifying {
      listener(_state.pointee.value)
      return
    }
    _state.pointee.round = _Round.notifying
    listener(_state.pointee.value)
    if _state.pointee.round == _Round.notifying {
      _state.pointee.round = 0
    } else {
      _finishRound()
    }
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
