// The inside of a box: the state that changes, one binding, and what a token holds of it.

extension Box {
  /// The changing part of a box.
  @usableFromInline struct State {
    @usableFromInline var value: T
    /// The live bindings, in binding order. A round works on a copy, so bindings added or
    /// ended meanwhile do not disturb it.
    @usableFromInline var bindings: [Binding] = []
    /// True while a round of notification runs; a value set meanwhile is queued.
    @usableFromInline var isNotifying = false
    /// Values set during a round, each with the bindings that existed when it was set.
    @usableFromInline var queued: [(value: T, bindings: [Binding])] = []
    /// How many bindings make the next bind sweep out those whose owner is gone (see
    /// ``Box/add(_:_:)``).
    @usableFromInline var sweepAt = 16

    @inlinable init(value: T) { self.value = value }

    /// Stores `newValue` and returns the value it replaced, and the bindings to call now: all
    /// of them when this starts a round, nil when a round runs already.
    @inlinable mutating func store(_ newValue: T) -> (replaced: T, bindings: [Binding]?) {
      var replaced = newValue
      swap(&value, &replaced)
      if isNotifying { return (replaced, nil) }
      isNotifying = true
      return (replaced, bindings)
    }

    /// Whether `same` says that `new` repeats the stored value.
    ///
    /// Mutating, although it changes nothing, so that the comparison reads the stored value
    /// in place inside the box's one access instead of a copy taken before it: for a value of
    /// many strings the copy costs more than the comparison. The access lasts while `same`
    /// runs, so `same` must not use the box.
    @inlinable mutating func repeats(_ new: T, _ same: (T, T) -> Bool) -> Bool { same(value, new) }

    /// Queues a value set while a round runs, with the bindings that exist now.
    @usableFromInline mutating func enqueue(_ value: T) { queued.append((value, bindings)) }

    /// Ends the round when nothing was set during it; returns false, leaving the round running,
    /// when values wait.
    @inlinable mutating func endRoundUnlessQueued() -> Bool {
      isNotifying = !queued.isEmpty
      return !isNotifying
    }

    /// Starts a round unless one runs; returns whether it did.
    @inlinable mutating func startRound() -> Bool {
      if isNotifying { return false }
      isNotifying = true
      return true
    }

    /// Takes the oldest queued value, or ends the round when there is none.
    mutating func nextQueued() -> (value: T, bindings: [Binding])? {
      if queued.isEmpty { isNotifying = false }
      return queued.isEmpty ? nil : queued.removeFirst()
    }

    /// Takes the binding of `handle` out of the live bindings and returns it, so that its
    /// listener is released after this access.
    @inlinable mutating func remove(_ handle: Handle) -> Binding? {
      bindings.firstIndex { $0.handle === handle }.map { bindings.remove(at: $0) }
    }

    /// Takes the bindings whose owner is gone out of the live bindings and returns them, so
    /// that their listeners are released after this access, and sets the next sweep's mark.
    @usableFromInline mutating func sweepOwnersGone() -> [Binding] {
      let swept = bindings.filter { $0.handle.isOwnerGone }
      bindings.removeAll { $0.handle.isOwnerGone }
      sweepAt = max(16, 2 * bindings.count)
      return swept
    }
  }

  /// One listener of a box: the closure to call, and the handle that its token ends it with.
  @usableFromInline struct Binding {
    /// Calls the listener. An owner-scoped listener ends its binding instead when its owner is
    /// gone.
    @usableFromInline let call: Listener
    @usableFromInline let handle: Handle

    @inlinable init(call: @escaping Listener, handle: Handle) {
      (self.call, self.handle) = (call, handle)
    }
  }

  /// What a ``BindingToken`` holds of a binding. It is not the listener, so a token that
  /// outlives its binding keeps nothing that the listener captured.
  @usableFromInline final class Handle: EndableBinding {
    /// Set once the binding ends; a round in progress skips it from then on.
    @usableFromInline var isEnded = false
    /// What made the binding, which says what besides its token can end it.
    @usableFromInline let kind: BindingKind
    // Unowned, not weak: a weak reference would give the box a side table, and then every
    // retain and release of the box takes the runtime's slow path. Sound because the box's
    // deinit ends every handle first, and a handle reads `box` only while it is not ended: a
    // token that outlives the box, or a capture's deinit that cancels one as the box goes,
    // finds its handle ended.
    @usableFromInline unowned let box: Box<T>
    /// The owner of an owner-scoped binding, held weakly like the box.
    @usableFromInline weak var owner: AnyObject?

    @usableFromInline var isActive: Bool { !isEnded && !isOwnerGone }
    /// Whether the binding was scoped to an owner that has gone.
    var isOwnerGone: Bool { kind == .scoped && owner == nil }

    // What removes this binding from the box. A closure made here, so that wherever this
    // initializer is inlined it is specialized for `T`: `end()` is reached through a token's
    // existential, where generic code would look `T`'s metadata up on every call.
    @usableFromInline let detach: (Box<T>, Handle) -> Void

    @inlinable init(box: Box<T>, kind: BindingKind = .observer, owner: AnyObject? = nil) {
      (self.box, self.kind, self.owner) = (box, kind, owner)
      // Released after the access that took it out: the listener's captures may use the box.
      detach = { box, handle in withExtendedLifetime(box.state.remove(handle)) {} }
    }

    /// Ends the binding: it is skipped from now on, even in a round that runs, and the box
    /// lets go of its listener once no round holds it.
    @usableFromInline func end() {
      if isEnded { return }
      isEnded = true
      detach(box, self)
    }
  }
}

/// What made a binding: `bind(listener:)`, which the box's `bind(listener: nil)` ends too;
/// `observe(_:)` or a derived box's link to its source; or `bind(to:)` and `observe(to:)`,
/// which end when their owner goes. Outside the generic type, so that comparing kinds needs no
/// metadata.
@usableFromInline enum BindingKind { case listener, observer, scoped }
