import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// A file system call that made a node in the folder failed.
  public struct NodeNotMade: Error, CustomStringConvertible {
    /// The call, the path and the system's reason.
    public var description: String
  }

  /// Makes a FIFO (a named pipe) in the folder.
  ///
  /// - Parameter name: Its name.
  /// - Returns: Its URL.
  /// - Throws: ``NodeNotMade`` with the system's reason.
  public func makeFIFO(_ name: String) throws(NodeNotMade) -> URL {
    let url = file(name)
    guard mkfifo(url.path, 0o644) == 0 else { throw Self.failure("mkfifo", url) }
    return url
  }

  /// Makes a character device node in the folder, with the null device's numbers, so that
  /// even a program that wrongly wrote into it would write nowhere.
  ///
  /// Making a device needs privilege (root, or `CAP_MKNOD`), which a container may withhold.
  ///
  /// - Parameter name: Its name.
  /// - Returns: Its URL.
  /// - Throws: ``NodeNotMade`` with the system's reason, such as "operation not permitted".
  public func makeCharacterDevice(_ name: String) throws(NodeNotMade) -> URL {
    let url = file(name)
    guard mknod(url.path, mode_t(S_IFCHR) | 0o644, Self.nullDevice) == 0 else {
      throw Self.failure("mknod", url)
    }
    return url
  }

  /// What is at a path in the folder, a link not followed: "regular file", "symbolic link",
  /// "FIFO", "character device", "folder", "missing" or "other".
  ///
  /// - Parameter name: The path's name in the folder.
  /// - Returns: The description.
  public func nodeKind(_ name: String) -> String {
    var status = stat()
    guard lstat(file(name).path, &status) == 0 else { return "missing" }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): return "regular file"
    case mode_t(S_IFLNK): return "symbolic link"
    case mode_t(S_IFIFO): return "FIFO"
    case mode_t(S_IFDIR): return "folder"
    case mode_t(S_IFCHR): return "character device"
    default: return "other"
    }
  }

  /// A path's permission bits, the link followed.
  ///
  /// - Parameter name: The path's name in the folder.
  /// - Returns: The bits, or `nil` when nothing is there.
  public func permissions(_ name: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: file(name).path))?[.posixPermissions]
      as? Int
  }

  // The null device's number: major 1, minor 3 on Linux, and 3, 2 on macOS, packed as each
  // system's makedev() packs small numbers (a C macro, which Swift does not import).
  #if canImport(Glibc)
    private static let nullDevice = dev_t(1 << 8 | 3)
  #elseif canImport(Darwin)
    private static let nullDevice = dev_t(3 << 24 | 2)
  #endif

  private static func failure(_ call: String, _ url: URL) -> NodeNotMade {
    NodeNotMade(description: "\(call) \(url.path): \(String(cString: strerror(errno)))")
  }
}
