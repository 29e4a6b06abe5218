#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Unbuffered writes to stdout and stderr, safe from any thread.
package struct StandardStream: Sendable {
  let descriptor: Int32

  /// Standard output.
  package static let output = StandardStream(descriptor: STDOUT_FILENO)
  /// Standard error.
  package static let error = StandardStream(descriptor: STDERR_FILENO)

  /// Writes all of `text`, retrying after interruptions; a closed stream drops it.
  package func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }
}

// The C library's write(2), named apart from StandardStream.write, on either platform.
#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
