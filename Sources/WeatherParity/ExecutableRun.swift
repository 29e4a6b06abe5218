import Dispatch
import Foundation
import WeatherApp

/// A session played by every variant's executable, one after another, each on its own copy of the
/// saved-places file at the same path, with the session's lines as bytes on standard input.
///
/// ```swift
/// let outputs = try ExecutableRun.outputs(session, executables: ["weather-mvc"], in: folder)
/// ```
public enum ExecutableRun {
  /// The executables that play a session, in the order of the variants.
  public static let executables = WeatherVariant.all.map(\.executable)

  /// An executable did not finish.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, and with which program.
    public var description: String
  }

  /// The folder of the built products: the one that holds this program, or `PRODUCTS_DIR`.
  public static var productsDirectory: URL {
    if let folder = ProcessInfo.processInfo.environment["PRODUCTS_DIR"] {
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    return Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Plays the session with each executable and returns what each printed on standard output.
  ///
  /// - Parameters:
  ///   - session: A session without latency or faults.
  ///   - executables: The programs, in order.
  ///   - folder: A scratch folder; the saved-places file is made again in it before each
  ///     program.
  ///   - writeSavedFile: Makes the saved-places file at a path as the session starts it.
  ///   - seconds: How long a program may take, a guard against a hang.
  /// - Returns: Each program's standard output.
  /// - Throws: ``Failure`` when a program is missing, fails or takes too long.
  public static func outputs(
    _ session: ParitySession, executables: [String] = executables, in folder: URL,
    writeSavedFile: (URL) -> Void, within seconds: Double = 60
  ) throws -> [Data] {
    let file = SavedFileWriter.file(in: folder)
    let input = folder.appendingPathComponent("input.bin")
    try Data(session.lines.flatMap { $0 + [0x0A] }).write(to: input)
    return try executables.map { name in
      writeSavedFile(file)
      return try run(
        productsDirectory.appendingPathComponent(name),
        arguments: session.arguments(locationsFile: file.path), input: input,
        output: folder.appendingPathComponent("\(name).out"), within: seconds)
    }
  }

  /// Plays the session through `weather-side-by-side` with real latency, its lines piped at
  /// once, and returns the first update that differed, or `nil` when every one was identical.
  ///
  /// - Parameters:
  ///   - session: The session; its faults and waits are left out (the program has no such
  ///     flags, and its time is real).
  ///   - latency: The latency of every service answer, in milliseconds.
  ///   - folder: A scratch folder; the saved-places file is made again in it first.
  ///   - writeSavedFile: Makes the saved-places file at a path as the session starts it.
  ///   - seconds: How long the program may take, a guard against a hang.
  /// - Returns: The status line of the first update that differed.
  /// - Throws: ``Failure`` when the program is missing, fails otherwise or takes too long.
  public static func sideBySide(
    _ session: ParitySession, latency: Int, in folder: URL, writeSavedFile: (URL) -> Void,
    within seconds: Double = 120
  ) throws -> String? {
    var timed = session
    timed.latency = latency
    let file = SavedFileWriter.file(in: folder)
    let input = folder.appendingPathComponent("input.bin")
    try Data(session.lines.flatMap { $0 + [0x0A] }).write(to: input)
    writeSavedFile(file)
    let (status, output) = try launch(
      productsDirectory.appendingPathComponent("weather-side-by-side"),
      arguments: timed.arguments(locationsFile: file.path), input: input,
      output: folder.appendingPathComponent("weather-side-by-side.out"), within: seconds)
    let text = String(decoding: output, as: UTF8.self)
    let differ = text.split(separator: "\n").first { $0.hasPrefix("differ") }
    switch (status, differ) {
    case (0, nil): return nil
    case (1, let line?): return "weather-side-by-side --latency \(latency): " + line
    default:
      throw Failure(
        description: "weather-side-by-side --latency \(latency) exited with status \(status)")
    }
  }

  private static func run(
    _ executable: URL, arguments: [String], input: URL, output: URL, within seconds: Double
  ) throws -> Data {
    let (status, data) = try launch(
      executable, arguments: arguments, input: input, output: output, within: seconds)
    guard status == 0 else {
      throw Failure(
        description: "\(executable.lastPathComponent) exited with status \(status)")
    }
    return data
  }

  private static func launch(
    _ executable: URL, arguments: [String], input: URL, output: URL, within seconds: Double
  ) throws -> (status: Int32, output: Data) {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw Failure(description: "\(executable.path) is not built (swift build builds it)")
    }
    try Data().write(to: output)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if exited.wait(timeout: .now() + seconds) == .timedOut {
      process.terminate()
      throw Failure(description: "\(executable.lastPathComponent) did not exit within \(seconds) s")
    }
    return (process.terminationStatus, try Data(contentsOf: output))
  }
}
