import Foundation
import Testing

/// Compares output with a golden file kept next to the tests, and re-records it on request.
///
/// Set `RECORD_GOLDEN=1` to write the actual output over the golden files; each recording is
/// reported as a failure of the test, so that a recording run never passes by accident. Read the
/// diff (`git diff`) before committing a re-recorded file.
///
/// ```swift
/// GoldenFile(directory: goldenDirectory, name: "metric.txt").check(transcript)
/// ```
public struct GoldenFile: Sendable {
  /// The environment variable that switches to recording.
  public static let recordVariable = "RECORD_GOLDEN"

  /// Where the file lives.
  public let url: URL

  /// Names a golden file.
  ///
  /// - Parameters:
  ///   - directory: The folder of golden files, usually next to the test's source file.
  ///   - name: The file's name.
  public init(directory: URL, name: String) {
    url = directory.appendingPathComponent(name)
  }

  /// The folder named `Golden` beside a test source file.
  ///
  /// - Parameter filePath: The test's `#filePath`.
  /// - Returns: The folder's URL.
  public static func directory(beside filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// Whether this run records instead of comparing.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable].map { !$0.isEmpty && $0 != "0" } ?? false
  }

  /// The file's contents, or `nil` when it does not exist yet.
  public func expected() -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  /// Fails the test with a line diff when `actual` differs from the file; in recording
  /// mode writes `actual` to the file instead.
  ///
  /// - Parameters:
  ///   - actual: The output to compare.
  ///   - label: Words that say which run produced the output, for the message.
  ///   - sourceLocation: Where the check was made.
  public func check(
    _ actual: String, label: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let name = url.lastPathComponent + (label.isEmpty ? "" : " (\(label))")
    if GoldenFile.isRecording {
      if expected() != actual {
        do {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
          Issue.record("Could not record \(name): \(error)", sourceLocation: sourceLocation)
          return
        }
      }
      Issue.record(
        "Recorded \(name). Read its diff, then run again without \(GoldenFile.recordVariable).",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected = expected() else {
      Issue.record(
        "No golden file \(url.path); run with \(GoldenFile.recordVariable)=1 to record it.",
        sourceLocation: sourceLocation)
      return
    }
    if expected != actual {
      let diff = LineDiff.describe(expected: expected, actual: actual)
      Issue.record("\(name) differs (- golden, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }
  }
}
