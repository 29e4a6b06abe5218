// How a box notifies: the rounds of delivery, the first call of a new listener, and adding a
// binding.

extension Box {
  /// Calls every binding of `bindings` that has not ended.
  ///
  /// In a round that has just started nothing has run yet, so its first binding cannot have
  /// ended since the array was taken: only the bindings after it are checked.
  @inlinable func deliver(_ value: T, to bindings: [Binding], inFreshRound: Bool) {
    for index in bindings.indices {
      if (index > 0 || !inFreshRound) && bindings[index].handle.isEnded { continue }
      if !taps.isEmpty { report(.call) }
      bindings[index].call(value)
    }
  }

  /// Delivers the values set during the round, oldest first, each to the bindings that existed
  /// when it was set, and ends the round.
  @usableFromInline func deliverQueued() {
    while let (value, bindings) = state.nextQueued() {
      deliver(value, to: bindings, inFreshRound: false)
    }
  }

  /// Tells every tap of the box of one event. Out of line, so that the set path that inlines
  /// its caller stays small.
  @usableFromInline func report(_ event: BoxTap.Event) {
    for tap in taps { tap.hear(event, ObjectIdentifier(self)) }
  }

  /// Calls a new listener with the current value, as a round of its own when none runs, so
  /// that values it sets are queued and delivered in order like any others.
  @inlinable func announce(to listener: (T) -> Void) {
    guard state.startRound() else { return listener(state.value) }
    listener(state.value)
    if !state.endRoundUnlessQueued() { deliverQueued() }
  }

  /// Appends a binding that calls `call`. A value queued now does not reach it: each queued
  /// value keeps the bindings of the time it was set.
  ///
  /// Invariant: a bind finds at most `state.sweepAt` bindings. One that finds that many first
  /// ends and lets go of every binding whose owner is gone, then sets `sweepAt` to twice the
  /// bindings left, and never below 16. So the box keeps at most `sweepAt` bindings of owners
  /// that are gone, which is 16 while at most eight bindings live, and a sweep, which walks
  /// `sweepAt` bindings, comes at least `sweepAt / 2` binds after the last: its cost per bind
  /// is constant.
  @inlinable func add(_ handle: Handle, _ call: @escaping Listener) -> BindingToken {
    if state.bindings.count >= state.sweepAt {
      // Released after the access that took them out: their captures may use the box.
      for swept in state.sweepOwnersGone() { swept.handle.isEnded = true }
    }
    state.bindings.append(Binding(call: call, handle: handle))
    return BindingToken(handle)
  }
}
