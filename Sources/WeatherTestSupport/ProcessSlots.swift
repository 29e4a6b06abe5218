import Foundation
import WeatherCore

/// Lets as many of the built executables run at once as the machine has cores, and makes the
/// other tests that start one wait their turn.
///
/// Swift Testing starts every test at once. The waits for a program do not hold a thread of
/// the task pool (see ``offThePool(_:)``), so nothing else would bound how many programs run:
/// under the sanitizers, dozens of slow executables on two cores would each go quiet for
/// longer than a wait's patience. A test's time limit counts its turn in the queue too, so the
/// suites that start programs have generous ones.
final class ProcessSlots: Sendable {
  /// The one queue of the test process.
  static let shared = ProcessSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

  private struct State {
    var free: Int
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state: Locked<State>

  private init(count: Int) {
    state = Locked(State(free: count))
  }

  /// Waits for a free slot and takes it; the slot is free again when ``Slot/release()`` is
  /// called or the slot goes.
  func take() async -> Slot {
    await withCheckedContinuation { continuation in
      let granted = state.withLock { state in
        guard state.free > 0 else {
          state.waiting.append(continuation)
          return false
        }
        state.free -= 1
        return true
      }
      if granted { continuation.resume() }
    }
    return Slot(queue: self)
  }

  fileprivate func giveBack() {
    // A waiting test takes the slot over directly, so `free` counts only unclaimed slots.
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      if state.waiting.isEmpty {
        state.free += 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }

  /// One program's right to run; given back once, by ``release()`` or when it goes.
  final class Slot: Sendable {
    private let queue: ProcessSlots
    private let held = Locked(true)

    fileprivate init(queue: ProcessSlots) {
      self.queue = queue
    }

    deinit {
      release()
    }

    /// Gives the slot back; calling it again does nothing.
    func release() {
      let wasHeld = held.withLock { held in
        defer { held = false }
        return held
      }
      if wasHeld { queue.giveBack() }
    }
  }
}
