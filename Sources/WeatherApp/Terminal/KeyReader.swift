import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the terminal's bytes on a thread of its own, decodes them into keys there, and hands
/// the keys of each read to the main actor, in order.
enum KeyReader {
  /// Starts reading stdin until end of input or a read error.
  ///
  /// - Parameters:
  ///   - onKeys: Receives the keys that one read completed, which may be none.
  ///   - onEnd: Called once, after the last keys, at end of input.
  static func start(
    onKeys: @escaping @MainActor ([Key]) -> Void, onEnd: @escaping @MainActor () -> Void
  ) {
    let thread = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, 256) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          DispatchQueue.main.async { MainActor.assumeIsolated { onEnd() } }
          return
        }
        let keys = decoder.decode(Array(buffer[0..<count]))
        DispatchQueue.main.async { MainActor.assumeIsolated { onKeys(keys) } }
      }
    }
    thread.start()
  }
}
