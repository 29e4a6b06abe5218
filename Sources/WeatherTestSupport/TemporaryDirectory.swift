import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// value goes away, so that tests never read or write the real home or config folders.
///
/// ```swift
/// let folder = try TemporaryDirectory()
/// let store = LocationStore(url: folder.url.appendingPathComponent("locations.json"))
/// ```
public final class TemporaryDirectory: Sendable {
  /// The folder.
  public let url: URL

  /// Creates the folder.
  ///
  /// - Throws: An error from the file system.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-tests-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The names in the folder, sorted.
  public func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// A file's path in the folder.
  ///
  /// - Parameter name: The file's name.
  /// - Returns: Its URL.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
