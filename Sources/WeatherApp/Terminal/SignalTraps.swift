import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals handed to the main actor as events, instead of their usual effect, until
/// ``restore()`` puts back every disposition that was there before.
///
/// For each signal the earlier `sigaction` is saved, then the signal is ignored, so that it
/// no longer ends the process, and a dispatch source reports it on the main queue. Restoring
/// cancels the sources and sets each saved `sigaction` again, handler, mask and flags alike.
///
/// A dispatch source registers and unregisters on libdispatch's own threads, and on Linux that
/// sets the signal's disposition (it installs a handler that feeds a `signalfd`). So the
/// sources live on a private queue, and both `init` and ``restore()`` wait, with a deadline,
/// until libdispatch has finished: otherwise its late registration could overwrite a
/// disposition that `restore()` has just put back.
///
/// ```swift
/// let traps = SignalTraps(signals: [SIGINT, SIGWINCH]) { signal in print(signal) }
/// defer { traps.restore() }
/// ```
@MainActor
package final class SignalTraps {
  /// The signals that interactive mode takes over: the four that end a program from outside,
  /// and the resize.
  package static let terminalSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]

  private var saved: [(signal: Int32, action: sigaction)] = []
  private var sources: [any DispatchSourceSignal] = []
  private let queue = DispatchQueue(label: "SignalTraps")
  // Long enough for libdispatch's manager thread on a loaded machine; a trap that misses it
  // still works, it only loses the ordering guarantee above.
  private static let deadline = DispatchTimeInterval.seconds(2)

  /// Saves each signal's disposition and takes the signal over.
  ///
  /// - Parameters:
  ///   - signals: The signals to take over.
  ///   - handler: Called on the main actor with the signal's number, each time one arrives.
  package init(signals: [Int32], handler: @escaping @MainActor @Sendable (Int32) -> Void) {
    let registered = DispatchSemaphore(value: 0)
    for signalNumber in signals {
      var previous = sigaction()
      guard sigaction(signalNumber, nil, &previous) == 0 else { continue }
      saved.append((signalNumber, previous))
      // `signal` sets SIG_IGN without reaching into the platform's layout of `sigaction`;
      // the saved action is what comes back.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { @Sendable in
        DispatchQueue.main.async { MainActor.assumeIsolated { handler(signalNumber) } }
      }
      source.setRegistrationHandler { @Sendable in registered.signal() }
      source.resume()
      sources.append(source)
    }
    for _ in sources { _ = registered.wait(timeout: .now() + Self.deadline) }
  }

  /// Stops reporting the signals and puts back every saved disposition; a second call does
  /// nothing.
  package func restore() {
    let cancelled = DispatchSemaphore(value: 0)
    for source in sources {
      source.setCancelHandler { @Sendable in cancelled.signal() }
      source.cancel()
    }
    for _ in sources { _ = cancelled.wait(timeout: .now() + Self.deadline) }
    sources = []
    for (signalNumber, action) in saved.reversed() {
      var action = action
      sigaction(signalNumber, &action, nil)
    }
    saved = []
  }
}
