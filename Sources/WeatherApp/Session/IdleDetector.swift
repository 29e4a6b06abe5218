import Dispatch

/// Tells when the app has settled: no service call in flight and no frame waiting to be
/// drawn, for plain mode's end of input and for the tests' waits.
///
/// A waiter is a continuation, resumed once the app is idle, or with ``IdleTimeout`` when a
/// deadline passes first.
@MainActor
final class IdleDetector {
  private let activity: ServiceActivity
  private let frameWaiting: @MainActor () -> Bool
  private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0
  private var checkScheduled = false

  /// Creates a detector that checks again each time a service call ends.
  ///
  /// - Parameters:
  ///   - activity: The service calls to watch.
  ///   - frameWaiting: Whether a change waits to be updated or drawn.
  init(activity: ServiceActivity, frameWaiting: @escaping @MainActor () -> Bool) {
    self.activity = activity
    self.frameWaiting = frameWaiting
    activity.onFinish = { [weak self] in
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleCheck() } }
    }
  }

  /// Whether no service call is in flight and no change waits to be updated or drawn.
  var isIdle: Bool {
    activity.inFlight.isEmpty && !frameWaiting()
  }

  /// Returns once the app is idle, or throws ``IdleTimeout`` after `seconds`; without a
  /// deadline it waits as long as it takes.
  func wait(deadline seconds: Double?) async throws {
    let id = nextWaiter
    nextWaiter += 1
    try await withCheckedThrowingContinuation { continuation in
      waiters[id] = continuation
      if let seconds {
        // Weak: a detector whose wait is over must not live on until the deadline.
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
          MainActor.assumeIsolated {
            guard let self, let waiter = self.waiters.removeValue(forKey: id) else { return }
            waiter.resume(
              throwing: IdleTimeout(
                seconds: seconds, callsInFlight: self.activity.inFlight,
                frameWaiting: self.frameWaiting()))
          }
        }
      }
      scheduleCheck()
    }
  }

  /// Checks for idleness soon, when someone waits for it; a frame drawn or a call ended may
  /// have been the last thing pending.
  ///
  /// Idleness is confirmed two turns of the main queue later, with no service call begun in
  /// between. Why two turns are enough: a controller starts its work in a `Task` on the main
  /// actor, and such a task is queued on the main queue, where it makes its first service call
  /// before it first suspends. A task created in the turn that scheduled this check is queued
  /// ahead of the second turn, so its call is counted by then; one created later begins a call
  /// that changes `calls`, and the check starts over. A controller that waited before calling
  /// a service would break this; a wait with a deadline then says what was still pending.
  func scheduleCheck() {
    guard !waiters.isEmpty, !checkScheduled else { return }
    checkScheduled = true
    let started = activity.calls
    DispatchQueue.main.async {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          self.checkScheduled = false
          guard self.isIdle, self.activity.calls == started else {
            if self.isIdle { self.scheduleCheck() }
            return
          }
          let ready = self.waiters.values
          self.waiters.removeAll()
          for waiter in ready { waiter.resume() }
        }
      }
    }
  }
}
