import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Plain mode's input: the lines of stdin, read on a thread of their own, and the rule that
/// decides when each is entered.
///
/// A line is entered as a person who watches the screen would press Enter:
///
/// - **A line that was already there** when the line before it was entered (or when the screen
///   started) waits until the screen is idle: every service call in flight has answered, at once,
///   late or with an error, and its frames are drawn. Input piped in at once is such input, so
///   its frames do not depend on how fast a service answers.
/// - **A line that arrives later** is entered as soon as the screen has settled from what is
///   ready: answers still in flight are superseded by it, as when a person types before the
///   screen has finished.
///
/// Whether a line "was already there" is a fact about the input, not about the services: the
/// reader takes every byte that has reached the process when it looks, so a line piped in with
/// the one before it is always there.
///
/// ```swift
/// await StandardInputLines.play(
///   start: { await session.start() }, enter: { await session.enter($0) },
///   settle: { await session.settle() }, waitUntilIdle: { await session.waitUntilIdle() })
/// ```
package final class StandardInputLines: Sendable {
  private struct State {
    var lines: [String] = []
    var partial: [UInt8] = []
    var ended = false
    var waiter: CheckedContinuation<String?, Never>?
  }
  private let state = Locked(State())
  private let descriptor: Int32

  /// Starts reading `descriptor` on a thread of its own.
  ///
  /// - Parameter descriptor: The file to read lines from; stdin by default.
  package init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
    let thread = Thread { [self] in self.readUntilEnd() }
    thread.start()
  }

  /// Plays every line of stdin into a screen by the rule above, and returns at the end of
  /// input or when `enter` returns `false` (`:q`). The caller waits for the last answers.
  ///
  /// - Parameters:
  ///   - start: Shows the first screen and returns once it has settled.
  ///   - enter: Enters a line and returns once the screen has settled from it; `false` quits.
  ///   - settle: Returns once the screen has settled from what is ready.
  ///   - waitUntilIdle: Returns once every service call in flight has answered and its frames
  ///     are drawn.
  @MainActor
  package static func play(
    start: @MainActor () async -> Void, enter: @MainActor (String) async -> Bool,
    settle: @MainActor () async -> Void, waitUntilIdle: @MainActor () async -> Void
  ) async {
    let input = StandardInputLines()
    var lineWasThere = input.hasInput
    await start()
    while true {
      if lineWasThere { await waitUntilIdle() }
      guard let line = await input.next() else { return }
      // A line that came while answers were landing meets a screen that has drawn them.
      if !lineWasThere { await settle() }
      lineWasThere = input.hasInput
      guard await enter(line) else { return }
    }
  }

  /// Whether a line, or the end of input, has reached the process and not yet been taken.
  package var hasInput: Bool {
    // Under the lock, bytes are either still in the file (and `poll` sees them) or already in
    // `lines`: the reader reads only while it holds the lock.
    state.withLock { state in
      !state.lines.isEmpty || state.ended || Self.isReadable(descriptor, timeout: 0)
    }
  }

  /// The next line, without its newline (`\n` or `\r\n`), once it has arrived; `nil` at the
  /// end of input. Invalid UTF-8 is replaced, not rejected: a line of garbage is still a
  /// location change.
  package func next() async -> String? {
    await withCheckedContinuation { continuation in
      let ready: String?? = state.withLock { state in
        if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
        if state.ended { return .some(nil) }
        state.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  private func readUntilEnd() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var ended = false
    while !ended {
      // Waiting happens outside the lock, so `hasInput` never waits for the input.
      _ = Self.isReadable(descriptor, timeout: -1)
      let resume: (CheckedContinuation<String?, Never>, String?)? = state.withLock { state in
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return nil }
        if count > 0 {
          state.partial += buffer[..<count]
          while let newline = state.partial.firstIndex(of: 0x0A) {
            state.lines.append(Self.line(state.partial[..<newline], endedByNewline: true))
            state.partial.removeSubrange(...newline)
          }
        } else {
          if !state.partial.isEmpty {
            state.lines.append(Self.line(state.partial[...], endedByNewline: false))
          }
          state.partial = []
          state.ended = true
          ended = true
        }
        guard let waiter = state.waiter, !state.lines.isEmpty || state.ended else { return nil }
        state.waiter = nil
        return (waiter, state.lines.isEmpty ? nil : state.lines.removeFirst())
      }
      if let (waiter, line) = resume { waiter.resume(returning: line) }
    }
  }

  /// A line's text, as `readLine` gives it: a `\r` before the newline goes with the newline.
  private static func line(_ bytes: ArraySlice<UInt8>, endedByNewline: Bool) -> String {
    String(
      decoding: endedByNewline && bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
  }

  /// Whether `descriptor` has bytes to read, or its end, within `timeout` milliseconds (-1:
  /// as long as it takes).
  private static func isReadable(_ descriptor: Int32, timeout: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&entry, 1, timeout)
      if result >= 0 { return result > 0 }
      if errno != EINTR { return true }
    }
  }
}
