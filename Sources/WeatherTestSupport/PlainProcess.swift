import Foundation
import WeatherCore

/// Runs one of the built executables in plain mode, feeding stdin and reading frames.
///
/// The executables are found beside the test bundle, in the build products folder, where
/// `swift build` and `swift test` put them.
///
/// ```swift
/// let process = try await PlainProcess(executable: "weather-mvc", arguments: ["--plain"])
/// let frames = try await process.readFrames(1)
/// process.write(line: "Paris")
/// ```
public final class PlainProcess: Sendable {
  /// Why a run could not be completed.
  public enum Failure: Error, CustomStringConvertible {
    /// The executable is not in the build products folder.
    case missingExecutable(String)
    /// The program printed fewer frames than expected and then went quiet or exited.
    case stalled(expected: Int, got: Int, output: String)
    /// The program did not exit within the deadline after its input was closed; it was
    /// terminated.
    case didNotExit(seconds: Double, output: String)

    /// A description for test failures.
    public var description: String {
      switch self {
      case .missingExecutable(let path):
        "No executable at \(path); build it first (swift build)."
      case .stalled(let expected, let got, let output):
        "Expected \(expected) frames, got \(got) before the program stalled. Output so far:\n\(output)"
      case .didNotExit(let seconds, let output):
        "The program did not exit within \(seconds) s of the end of its input. Output not yet read:\n\(output)"
      }
    }
  }

  private let process: Process
  private let input: FileHandle
  private let buffer = OutputBuffer()
  private let exited = DispatchSemaphore(value: 0)
  private let slot: ProcessSlots.Slot

  // A class, so that the reader thread shares it; `signal` wakes a reader that set `waiting`.
  private final class OutputBuffer: Sendable {
    struct State {
      var output = Data()
      var consumed = 0
      var closed = false
      var waiting = false
    }
    let state = Locked(State())
    let signal = DispatchSemaphore(value: 0)
  }

  /// The folder that holds the build products, found from the running test bundle.
  public static var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On Linux the test runner is inside the products folder; elsewhere inside a bundle.
    while url.pathExtension == "xctest" || url.lastPathComponent == "MacOS"
      || url.lastPathComponent == "Contents"
    {
      url.deleteLastPathComponent()
    }
    return url
  }

  /// Starts an executable, once one of the slots for running programs is free (see
  /// `ProcessSlots`); the slot is given back when the program has finished.
  ///
  /// - Parameters:
  ///   - executable: The product's name, such as "weather-mvvm".
  ///   - arguments: Its arguments.
  ///   - environment: Variables to add to this process's environment.
  ///   - typedAhead: Lines that are on stdin before the program starts, as when input is piped
  ///     in at once; more can be written after them.
  /// - Throws: ``Failure/missingExecutable(_:)``, or an error from starting the process.
  public init(
    executable: String, arguments: [String], environment: [String: String] = [:],
    typedAhead: [String] = []
  ) async throws {
    slot = await ProcessSlots.shared.take()
    let url = Self.productsDirectory.appendingPathComponent(executable)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw Failure.missingExecutable(url.path)
    }
    process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.standardError
    input = stdin.fileHandleForWriting
    // Within the pipe's buffer, so the write returns before anyone reads.
    input.write(Data(typedAhead.map { $0 + "\n" }.joined().utf8))
    let exited = exited
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let reader = stdout.fileHandleForReading
    let buffer = buffer
    Thread.detachNewThread {
      while true {
        let chunk = reader.availableData
        let wake = buffer.state.withLock { state in
          if chunk.isEmpty { state.closed = true } else { state.output.append(chunk) }
          defer { state.waiting = false }
          return state.waiting
        }
        if wake { buffer.signal.signal() }
        if chunk.isEmpty { return }
      }
    }
  }

  /// Writes one line to the program's stdin.
  ///
  /// - Parameter line: The line, without its line break.
  public func write(line: String) {
    input.write(Data((line + "\n").utf8))
  }

  /// Writes raw bytes to the program's stdin, for input that is not valid UTF-8.
  ///
  /// - Parameter bytes: The bytes, including any line break.
  public func write(bytes: [UInt8]) {
    input.write(Data(bytes))
  }

  /// Closes stdin: the program sees the end of input.
  public func closeInput() {
    try? input.close()
  }

  /// Waits for the next `count` frames and returns them, each with its empty line.
  ///
  /// The wait ends early only if the program exits or prints nothing for `patience`
  /// seconds; that is a hang guard, reported as a failure, not a measurement. It waits on a
  /// thread of its own (see ``offThePool(_:)``).
  ///
  /// - Parameters:
  ///   - count: How many frames to wait for.
  ///   - patience: Seconds of silence after which the program counts as stalled.
  /// - Returns: The text of the frames, exactly as printed.
  /// - Throws: ``Failure/stalled(expected:got:output:)``.
  public func readFrames(_ count: Int, patience: Double = 60) async throws -> String {
    try await offThePool { try self.blockingReadFrames(count, patience: patience) }
  }

  private func blockingReadFrames(_ count: Int, patience: Double) throws -> String {
    let separator = Data("\n\n".utf8)
    while true {
      let (found, text, closed, frames) = buffer.state.withLock {
        state -> (Bool, String, Bool, Int) in
        var frames = 0
        var cursor = state.output.startIndex + state.consumed
        while frames < count,
          let range = state.output.range(of: separator, in: cursor..<state.output.endIndex)
        {
          cursor = range.upperBound
          frames += 1
        }
        if frames == count {
          let start = state.output.startIndex + state.consumed
          let text = String(decoding: state.output[start..<cursor], as: UTF8.self)
          state.consumed = cursor - state.output.startIndex
          return (true, text, state.closed, frames)
        }
        state.waiting = true
        let rest = String(
          decoding: state.output[(state.output.startIndex + state.consumed)...], as: UTF8.self)
        return (false, rest, state.closed, frames)
      }
      if found { return text }
      if closed || buffer.signal.wait(timeout: .now() + patience) == .timedOut {
        throw Failure.stalled(expected: count, got: frames, output: text)
      }
    }
  }

  /// Every byte the program has printed so far, read or not, exactly as it came.
  ///
  /// The frames are decoded text, in which a stray byte that is not UTF-8 shows only as
  /// U+FFFD; a check for control bytes reads these instead.
  public var outputBytes: [UInt8] {
    buffer.state.withLock { [UInt8]($0.output) }
  }

  /// Closes stdin, waits for the program to exit and for the end of its output, and returns
  /// what it printed after the frames already read, with its exit status.
  ///
  /// It waits on a thread of its own (see ``offThePool(_:)``).
  ///
  /// - Parameter seconds: The deadline, a guard against a hang and not a measurement; a
  ///   program still running then is terminated.
  /// - Throws: ``Failure/didNotExit(seconds:output:)``.
  public func finish(within seconds: Double = 60) async throws -> (rest: String, status: Int32) {
    closeInput()
    defer { slot.release() }
    return try await offThePool { try self.blockingFinish(within: seconds) }
  }

  private func blockingFinish(within seconds: Double) throws -> (rest: String, status: Int32) {
    let deadline = DispatchTime.now() + seconds
    guard exited.wait(timeout: deadline) == .success else {
      process.terminate()
      throw Failure.didNotExit(seconds: seconds, output: unread)
    }
    // The output ends when the reader sees end of file, which follows the exit.
    while true {
      let closed = buffer.state.withLock { state in
        if !state.closed { state.waiting = true }
        return state.closed
      }
      if closed { break }
      guard buffer.signal.wait(timeout: deadline) == .success else {
        throw Failure.didNotExit(seconds: seconds, output: unread)
      }
    }
    return (unread, process.terminationStatus)
  }

  private var unread: String {
    buffer.state.withLock {
      String(decoding: $0.output[($0.output.startIndex + $0.consumed)...], as: UTF8.self)
    }
  }
}

extension PlainProcess {
  /// Runs an executable through the input of a golden transcript and writes down what it
  /// printed, step by step.
  ///
  /// Each line is written once the frames of the step before it are out, as a person would
  /// type after looking at the screen; the number of frames (blocks separated by an empty
  /// line) that each step waits for is the golden transcript's.
  ///
  /// - Parameters:
  ///   - expected: The golden transcript, for its input and frame counts.
  ///   - executable: The product's name.
  ///   - environment: Variables to add to the environment.
  /// - Returns: The transcript of this run and the exit status.
  /// - Throws: ``Failure`` when the program is missing, stalls or does not exit.
  public static func replay(
    _ expected: Transcript, executable: String, environment: [String: String] = [:]
  ) async throws -> (transcript: Transcript, status: Int32) {
    let process = try await PlainProcess(
      executable: executable, arguments: expected.arguments, environment: environment)
    var actual = Transcript(program: expected.program, arguments: expected.arguments, steps: [])
    for step in expected.steps {
      if let input = step.input { process.write(line: input) }
      let frames = try await process.readFrames(step.frameCount)
      actual.steps.append(.init(input: step.input, output: frames))
    }
    let (rest, status) = try await process.finish()
    actual.steps[actual.steps.count - 1].output += rest
    return (actual, status)
  }
}
