import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a built executable on a pseudo-terminal, as a person runs it in a terminal window:
/// its stdin and stdout are the terminal, so it starts in interactive mode.
///
/// The test types bytes, resizes the window, sends signals, and waits (with a deadline) for
/// what the program draws; it can read the terminal's settings at any time.
///
/// ```swift
/// let terminal = try await TerminalProcess(executable: "weather-mvvm", arguments: [], columns: 120)
/// try await terminal.waitForOutput(containing: "Change location ›")
/// terminal.type("Paris\r")
/// ```
public final class TerminalProcess: @unchecked Sendable {
  // @unchecked: `output` is a `Locked`; the descriptors and the process never change.
  /// Why a wait or a start failed.
  public enum Failure: Error, CustomStringConvertible {
    /// No pseudo-terminal could be opened.
    case noTerminal
    /// The wait's deadline passed; the text says what it waited for, and what was drawn.
    case timedOut(String)

    public var description: String {
      switch self {
      case .noTerminal: "could not open a pseudo-terminal"
      case .timedOut(let detail): detail
      }
    }
  }

  private let process = Process()
  private let controller: Int32
  private let terminal: Int32
  /// The write end of the pipe whose closing tells the reader thread to stop; the reader
  /// closes the controller and the pipe's read end when it stops, so that no descriptor it
  /// polls is closed under it and then reused by another test's terminal.
  private let stopReader: Int32
  private let output = Locked([UInt8]())
  private let slot: ProcessSlots.Slot

  /// Starts the executable on a new pseudo-terminal of `columns` × `rows`, once one of the
  /// slots for running programs is free (see `ProcessSlots`); the slot is given back when the
  /// program has exited or this goes.
  ///
  /// - Parameters:
  ///   - executable: The product's name, found as ``PlainProcess`` finds it.
  ///   - arguments: Its arguments.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  /// - Throws: ``Failure/noTerminal``, `PlainProcess.Failure.missingExecutable`, or an error
  ///   from starting it.
  public init(executable: String, arguments: [String], columns: Int, rows: Int = 40)
    async throws
  {
    slot = await ProcessSlots.shared.take()
    let url = PlainProcess.productsDirectory.appendingPathComponent(executable)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw PlainProcess.Failure.missingExecutable(url.path)
    }
    guard let calls = PseudoTerminalCalls.load() else { throw Failure.noTerminal }
    // Close-on-exec, so that no other test's program holds this terminal open; non-blocking,
    // so that the reader never waits in read(2) while it holds `output`'s lock.
    controller = calls.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { throw Failure.noTerminal }
    guard fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK) == 0,
      calls.grant(controller) == 0, calls.unlock(controller) == 0,
      let name = calls.name(controller)
    else {
      close(controller)
      throw Failure.noTerminal
    }
    terminal = openFile(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    var stop: [Int32] = [-1, -1]
    guard terminal >= 0, pipe(&stop) == 0,
      stop.allSatisfy({ fcntl($0, F_SETFD, FD_CLOEXEC) == 0 })
    else {
      if terminal >= 0 { close(terminal) }
      close(controller)
      throw Failure.noTerminal
    }
    stopReader = stop[1]
    let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.executableURL = url
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm-256color"
    variables["NO_COLOR"] = "1"
    process.environment = variables
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    resize(columns: columns, rows: rows, signal: false)
    let controller = controller
    let output = output
    let stopped = stop[0]
    // The reader starts first, so that `deinit` stops it on every path, a failed start included.
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while Self.waitForOutputOrStop(controller, stop: stopped) {
        // The read happens under the lock once there is something to read, so that a look
        // under the lock finds each byte either still in the terminal or already in `output`.
        let count = output.withLock { output in
          let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, 4096) }
          if count > 0 { output += buffer[0..<count] }
          return count < 0 && (errno == EINTR || errno == EAGAIN) ? 1 : count
        }
        // The terminal hangs up when the program, its session's leader, exits; the controller
        // stays open until `deinit`, for ``waitForExit(seconds:)`` to look at.
        if count <= 0 { break }
      }
      _ = Self.isReadable(stopped, timeout: -1)
      close(controller)
      close(stopped)
    }
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(terminal)
    // The end of the pipe stops the reader, which then closes the controller.
    close(stopReader)
  }

  /// Everything drawn so far, escape sequences included.
  public var drawn: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

  /// The process id, for signals.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Types bytes, as keys pressed.
  public func type(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Changes the window's size, and sends SIGWINCH as a terminal emulator does.
  public func resize(columns: Int, rows: Int = 40, signal: Bool = true) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    if signal { kill(process.processIdentifier, SIGWINCH) }
  }

  /// The terminal's local mode flags now (ICANON, ECHO, ISIG, …).
  public var localModes: tcflag_t {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings.c_lflag
  }

  /// Waits until what was drawn after `start` contains `text`, on a thread of its own (see
  /// ``offThePool(_:)``).
  ///
  /// - Parameters:
  ///   - text: The text to wait for.
  ///   - start: How many bytes of output to skip, such as the count before an action.
  ///   - seconds: The deadline.
  /// - Throws: ``Failure/timedOut(_:)``, naming the text and showing the output's end.
  public func waitForOutput(containing text: String, after start: Int = 0, seconds: Double = 60)
    async throws
  {
    try await offThePool {
      try self.blockingWaitForOutput(containing: text, after: start, seconds: seconds)
    }
  }

  private func blockingWaitForOutput(containing text: String, after start: Int, seconds: Double)
    throws
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let found = output.withLock { bytes in
        String(decoding: bytes[min(start, bytes.count)...], as: UTF8.self).contains(text)
      }
      if found { return }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw Failure.timedOut(
      "no \"\(text)\" in \(seconds) s, in \(outputCount) bytes; \(lastPictureDescription)")
  }

  /// What the last picture drawn says, line by line, for a failure's message: the raw end of
  /// the output shows only part of a picture, and hides its text among escape sequences.
  private var lastPictureDescription: String {
    var text = drawn
    // Each picture after the first starts by erasing the last one, with ESC [ J.
    if let erase = text.range(of: "\u{1B}[J", options: .backwards) {
      text = String(text[erase.upperBound...])
    }
    let lines = Self.withoutEscapes(text).split(whereSeparator: \.isNewline)
    return "the last picture drawn says:\n" + lines.joined(separator: "\n")
  }

  /// `text` without its CSI sequences: ESC, "[", parameters and intermediates, one final byte.
  private static func withoutEscapes(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\u{1B}\\[[\u{20}-\u{3F}]*[\u{40}-\u{7E}]", with: "", options: .regularExpression)
  }

  /// The text of the lines drawn after `start`, from the last screen clear there on (the one
  /// that a resize makes), without escape sequences: what each line of those pictures says.
  ///
  /// - Parameter start: How many bytes of output to skip, such as the count before a resize.
  /// - Returns: The lines, empty ones left out.
  public func linesDrawnSinceClear(after start: Int) -> [String] {
    var text = output.withLock { String(decoding: $0[min(start, $0.count)...], as: UTF8.self) }
    if let clear = text.range(of: "\u{1B}[2J", options: .backwards) {
      text = String(text[clear.upperBound...])
    }
    let plain = Self.withoutEscapes(text)
    return plain.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
      .map(String.init)
  }

  /// The number of bytes drawn so far, to wait for what comes after an action.
  public var outputCount: Int { output.withLock { $0.count } }

  /// Waits for the process to exit, on a thread of its own, and returns its status (128 + n for
  /// a caught signal n).
  ///
  /// - Parameter seconds: The deadline.
  /// - Throws: ``Failure/timedOut(_:)`` when it is still running then.
  public func waitForExit(seconds: Double = 60) async throws -> Int32 {
    let status = try await offThePool { try self.blockingWaitForExit(seconds: seconds) }
    slot.release()
    return status
  }

  private func blockingWaitForExit(seconds: Double) throws -> Int32 {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    guard !process.isRunning else {
      throw Failure.timedOut(
        "the process was still running after \(seconds) s; \(lastPictureDescription)")
    }
    // What the program wrote before it exited is in the terminal already; wait until the
    // reader has taken all of it, so that ``drawn`` ends where the program's output ended.
    while output.withLock({ _ in Self.isReadable(controller, timeout: 0) }) {
      guard Date() < deadline else {
        throw Failure.timedOut("the output was still unread after \(seconds) s")
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.terminationStatus
  }
}

extension TerminalProcess {
  /// Waits until the controller has bytes to read (or its end), and says whether it has:
  /// `false` once the end (or a byte) arrives on `stop`.
  fileprivate static func waitForOutputOrStop(_ controller: Int32, stop: Int32) -> Bool {
    var entries = [
      pollfd(fd: controller, events: Int16(POLLIN), revents: 0),
      pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let result = poll(&entries, 2, -1)
      if result > 0 { return entries[1].revents == 0 }
      if result < 0 && errno != EINTR { return false }
    }
  }

  /// Whether `descriptor` has bytes to read (or its end) within `timeout` milliseconds; -1
  /// waits as long as it takes.
  fileprivate static func isReadable(_ descriptor: Int32, timeout: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&entry, 1, timeout)
      if result >= 0 { return result > 0 }
      if errno != EINTR { return true }
    }
  }
}
