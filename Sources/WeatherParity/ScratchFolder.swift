import Foundation

/// A folder of the run's own under the temporary directory, removed with all it holds when the
/// last reference to it goes, or at once by ``remove()``, since a command that ends with
/// `exit` releases nothing.
final class ScratchFolder: Sendable {
  /// The folder.
  let url: URL

  /// Makes the folder, named after this process and unique within it, so that two fuzzers in
  /// one process (as the tests make them) never share their saved-places files.
  ///
  /// - Throws: An error when the folder cannot be made.
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "weather-parity-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Removes the folder and what it holds; a folder already gone is no error.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  deinit {
    remove()
  }
}
