import Foundation

/// Runs a built executable to completion and collects what it printed, for command-line tests.
///
/// ```swift
/// let run = try ProcessRun(executable: "weather-mvvm", arguments: ["--help"])
/// #expect(run.status == 0)
/// ```
public struct ProcessRun: Sendable {
  /// The exit status.
  public let status: Int32
  /// Everything printed on stdout.
  public let standardOutput: String
  /// Everything printed on stderr.
  public let standardError: String

  /// Runs the executable with stdin at end of input, and waits for it.
  ///
  /// - Parameters:
  ///   - executable: The product's name, found as ``PlainProcess`` finds it.
  ///   - arguments: Its arguments.
  ///   - environment: Variables to set; `nil` values remove a variable.
  ///   - input: What to write on its stdin before closing it.
  /// - Throws: `PlainProcess.Failure.missingExecutable`, or an error from starting it.
  public init(
    executable: String, arguments: [String], environment: [String: String?] = [:],
    input: String = ""
  ) throws {
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
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe cannot stall the child.
    let errorData = LoopbackLocked(Data())
    let errorDone = DispatchSemaphore(value: 0)
    let errorHandle = stderr.fileHandleForReading
    Thread.detachNewThread {
      let data = errorHandle.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      errorDone.signal()
    }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    errorDone.wait()
    process.waitUntilExit()
    status = process.terminationStatus
    standardOutput = String(decoding: output, as: UTF8.self)
    standardError = errorData.withLock { String(decoding: $0, as: UTF8.self) }
  }
}
