import Foundation

/// Reads stdin line by line on its own thread and hands each line to the main actor.
package enum StandardInputLines {
  /// Calls `body` on the main actor for each line, in order, and returns at end of input or
  /// when `body` returns `false` (`:q`).
  ///
  /// The next line is handed over only when `body` has returned for this one. Invalid UTF-8
  /// is replaced, not rejected: a line of garbage is still a location change.
  @MainActor
  package static func forEachLine(_ body: @escaping @MainActor (String) async -> Bool) async {
    let lines = AsyncStream<String>(bufferingPolicy: .unbounded) { continuation in
      let thread = Thread {
        while let line = readLine(strippingNewline: true) { continuation.yield(line) }
        continuation.finish()
      }
      thread.start()
    }
    for await line in lines {
      guard await body(line) else { return }
    }
  }
}
