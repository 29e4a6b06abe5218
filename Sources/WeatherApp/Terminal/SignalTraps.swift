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

  /// Saves each signal's disposition and takes the signal over.
  ///
  /// - Parameters:
  ///   - signals: The signals to take over.
  ///   - handler: Called on the main actor with the signal's number, each time one arrives.
  package init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
    for signalNumber in signals {
      var previous = sigaction()
      guard sigaction(signalNumber, nil, &previous) == 0 else { continue }
      saved.append((signalNumber, previous))
      // `signal` sets SIG_IGN without reaching into the platform's layout of `sigaction`;
      // the saved action is what comes back.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { handler(signalNumber) } }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops reporting the signals and puts back every saved disposition; a second call does
  /// nothing.
  package func restore() {
    for source in sources { source.cancel() }
    sources = []
    for (signalNumber, action) in saved.reversed() {
      var action = action
      sigaction(signalNumber, &action, nil)
    }
    saved = []
  }
}
