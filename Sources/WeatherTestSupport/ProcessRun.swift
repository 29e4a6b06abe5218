import Foundation
import WeatherCore

/// Runs a built executable to completion and collects what it printed, for command-line tests.
///
/// ```swift
/// let run = try await ProcessRun(executable: "weather-mvvm", arguments: ["--help"])
/// #expect(run.status == 0)
/// ```
public struct ProcessRun: Sendable {
  /// The exit status.
  public let status: Int32
  /// Everything printed on stdout.
  public let standardOutput: String
  /// Everything printed on stderr.
  public let standardError: String

  /// The program did not exit within the deadline; it was terminated.
  public struct DidNotExit: Error, CustomStringConvertible {
    /// The program and its arguments.
    public var command: String
    /// The deadline that passed, in seconds.
    public var seconds: Double

    /// What was awaited, for a test failure.
    public var description: String {
      "\(command) did not exit within \(seconds) s of the end of its input; it was terminated."
    }
  }

  /// Runs the executable with stdin at end of input, once one of the slots for running
  /// programs is free (see `ProcessSlots`), and waits for it on a thread of its own (see
  /// ``offThePool(_:)``).
  ///
  /// - Parameters:
  ///   - executable: The product's name, found as ``PlainProcess`` finds it.
  ///   - arguments: Its arguments.
  ///   - environment: Variables to set; `nil` values remove a variable.
  ///   - input: What to write on its stdin before closing it.
  ///   - seconds: The deadline, a guard against a hang and not a measurement.
  /// - Throws: `PlainProcess.Failure.missingExecutable`, ``DidNotExit``, or an error from
  ///   starting it.
  public init(
    executable: String, arguments: [String], environment: [String: String?] = [:],
    input: String = "", within seconds: Double = 60
  ) async throws {
    let slot = await ProcessSlots.shared.take()
    defer { slot.release() }
    (status, standardOutput, standardError) = try await offThePool {
      try Self.run(
        executable: executable, arguments: arguments, environment: environment, input: input,
        within: seconds)
    }
  }

  private static func run(
    executable: String, arguments: [String], environment: [String: String?], input: String,
    within seconds: Double
  ) throws -> (status: Int32, output: String, error: String) {
    let url = PlainProcess.productsDirectory.appendingPathComponent(executable)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw PlainProcess.Failure.missingExecutable(url.path)
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    // Read both pipes to the end on their own threads, so that a full pipe cannot stall the
    // child and the wait below keeps its deadline.
    let outputs = Locked([Data(), Data()])
    let readers = DispatchGroup()
    for (index, pipe) in [stdout, stderr].enumerated() {
      let handle = pipe.fileHandleForReading
      readers.enter()
      Thread.detachNewThread {
        let data = handle.readDataToEndOfFile()
        outputs.withLock { $0[index] = data }
        readers.leave()
      }
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let deadline = DispatchTime.now() + seconds
    guard exited.wait(timeout: deadline) == .success else {
      process.terminate()
      throw DidNotExit(command: ([executable] + arguments).joined(separator: " "), seconds: seconds)
    }
    // A child of the program that kept a pipe open would hold it past the exit.
    guard readers.wait(timeout: deadline) == .success else {
      throw DidNotExit(command: ([executable] + arguments).joined(separator: " "), seconds: seconds)
    }
    let (output, error) = outputs.withLock { ($0[0], $0[1]) }
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: error, as: UTF8.self)
    )
  }
}
