import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LocationStore {
  /// Where a store's bytes live: the four file operations that a store makes, as closures.
  ///
  /// ``disk`` is the real file system; ``LocationFileCopy/storage`` is a private copy in
  /// memory, for a program that runs several screens on one file and must not let one see
  /// what another saved.
  public struct Storage: Sendable {
    /// What reading a file gave.
    public enum Contents: Sendable, Equatable {
      /// There is no file.
      case missing
      /// The file's bytes.
      case bytes(Data)
      /// The file is there but cannot be read, and why, in a few words.
      case unreadable(String)
    }

    /// Reads a file.
    public var read: @Sendable (_ url: URL) -> Contents
    /// Whether a file or folder is at a path.
    public var exists: @Sendable (_ url: URL) -> Bool
    /// Renames a file, failing rather than replacing one already at the target; returns why it
    /// failed, or `nil`.
    public var move: @Sendable (_ from: URL, _ to: URL) -> String?
    /// Replaces a file's bytes whole, creating its folder if needed; returns why it failed, or
    /// `nil`.
    public var write: @Sendable (_ data: Data, _ url: URL) -> String?

    /// Creates storage from its operations.
    ///
    /// - Parameters:
    ///   - read: Reads a file.
    ///   - exists: Whether a file or folder is at a path.
    ///   - move: Renames a file without replacing one at the target.
    ///   - write: Replaces a file's bytes whole.
    public init(
      read: @escaping @Sendable (_ url: URL) -> Contents,
      exists: @escaping @Sendable (_ url: URL) -> Bool,
      move: @escaping @Sendable (_ from: URL, _ to: URL) -> String?,
      write: @escaping @Sendable (_ data: Data, _ url: URL) -> String?
    ) {
      self.read = read
      self.exists = exists
      self.move = move
      self.write = write
    }

    /// The file system: every write is atomic (a temporary file in the same folder, flushed,
    /// then renamed over the old one), and a move never replaces a file.
    public static let disk = Storage(
      read: { url in
        do {
          return .bytes(try Data(contentsOf: url))
        } catch {
          if !FileManager.default.fileExists(atPath: url.path) { return .missing }
          return .unreadable(Disk.describe(error))
        }
      },
      exists: { url in FileManager.default.fileExists(atPath: url.path) },
      move: { from, to in
        // link(2) then unlink(2), not rename(2): link fails rather than replace a file that
        // appeared under the new name meanwhile, so no bytes are ever lost.
        guard link(from.path, to.path) == 0 else { return Disk.errnoText() }
        unlink(from.path)
        return nil
      },
      write: { data, url in Disk.writeAtomically(data, to: url) })
  }
}

/// The file system calls behind ``LocationStore/Storage/disk``.
enum Disk {
  /// Creates `url`'s folder if needed and opens a new temporary file in it, as an atomic write
  /// begins; returns the descriptor and the temporary file's path, or why that failed.
  static func openTemporary(beside url: URL) -> Result<(Int32, String), DiskFailure> {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(DiskFailure(reason: describe(error)))
    }
    var template = Array(
      folder.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(DiskFailure(reason: errnoText())) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success((descriptor, temporary))
  }

  static func writeAtomically(_ data: Data, to url: URL) -> String? {
    let descriptor: Int32
    let temporary: String
    switch openTemporary(beside: url) {
    case .failure(let failure): return failure.reason
    case .success(let opened): (descriptor, temporary) = opened
    }
    var failure: String?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errnoText()
          return
        }
        offset += written
      }
    }
    // The bytes reach the disk before the rename makes them the file, or a crash could leave
    // a renamed but empty file.
    if failure == nil, fsync(descriptor) != 0 { failure = errnoText() }
    close(descriptor)
    if failure == nil, rename(temporary, url.path) != 0 { failure = errnoText() }
    if failure != nil { unlink(temporary) }
    return failure
  }

  static func errnoText() -> String {
    String(cString: strerror(errno)).lowercased()
  }

  static func describe(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(code))).lowercased()
    }
    switch (error as NSError).code {
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on device"
    default: return (error as NSError).localizedDescription
    }
  }
}

/// Why a file system call failed, in a few words.
struct DiskFailure: Error {
  var reason: String
}

// The C library's write(2), named apart from any `write` method, on either platform.
#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
