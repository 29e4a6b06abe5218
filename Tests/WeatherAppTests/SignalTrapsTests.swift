import Foundation
import Testing
import WeatherApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal does to this process, as Linux reports it in `/proc/self/status`.
private enum Disposition: Equatable, CustomStringConvertible {
  case byDefault, ignored, caught

  var description: String {
    switch self {
    case .byDefault: "default"
    case .ignored: "ignored"
    case .caught: "caught"
    }
  }

  /// Reads the dispositions of `signals` from the SigIgn and SigCgt masks.
  static func of(_ signals: [Int32]) throws -> [Disposition] {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    func mask(_ name: String) throws -> UInt64 {
      let line = try #require(
        status.split(separator: "\n").first { $0.hasPrefix(name + ":") }, "no \(name) line")
      let hex = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
      return try #require(UInt64(hex, radix: 16), "\(name) is not hexadecimal: \(hex)")
    }
    let ignored = try mask("SigIgn")
    let caught = try mask("SigCgt")
    return signals.map { signal in
      let bit = UInt64(1) << UInt64(signal - 1)
      if ignored & bit != 0 { return .ignored }
      return caught & bit != 0 ? .caught : .byDefault
    }
  }
}

@Suite("Signal traps")
struct SignalTrapsTests {
  @Test(
    "restoring puts back each signal's earlier disposition: a handler, ignored, or the default",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  @MainActor
  func restoresEarlierDispositions() throws {
    // Signals that nothing else in the test process uses, one left in each kind of state.
    let signals = [SIGUSR1, SIGUSR2, SIGURG]
    signal(SIGUSR1) { _ in }
    signal(SIGUSR2, SIG_IGN)
    signal(SIGURG, SIG_DFL)
    defer { for signalNumber in signals { signal(signalNumber, SIG_DFL) } }
    let before = try Disposition.of(signals)
    #expect(before == [.caught, .ignored, .byDefault])

    let traps = SignalTraps(signals: signals) { _ in }
    // Ignored, or caught by libdispatch's own handler where its sources need one (Linux):
    // either way none of them has its earlier effect.
    let during = try Disposition.of(signals)
    #expect(during.allSatisfy { $0 != .byDefault }, "taken over: \(during)")
    traps.restore()
    #expect(try Disposition.of(signals) == before)
    traps.restore()
    #expect(try Disposition.of(signals) == before, "a second restore changes nothing")
  }
}
