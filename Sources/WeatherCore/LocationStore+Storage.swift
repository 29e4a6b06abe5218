import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LocationStore {
  /// Where a store's bytes live: the file operations that a store makes, as closures.
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
      /// The path is, or a symbolic link leads to, something other than a regular file (a
      /// folder, a FIFO, a device…), which is said in a few words; it was not opened.
      case notAFile(String)
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
    /// The file that a path leads to: the path itself, or the end of a chain of symbolic links.
    public var resolve: @Sendable (_ url: URL) -> URL

    /// Creates storage from its operations.
    ///
    /// - Parameters:
    ///   - read: Reads a file.
    ///   - exists: Whether a file or folder is at a path.
    ///   - move: Renames a file without replacing one at the target.
    ///   - write: Replaces a file's bytes whole.
    ///   - resolve: The file that a path leads to; the path itself unless given.
    public init(
      read: @escaping @Sendable (_ url: URL) -> Contents,
      exists: @escaping @Sendable (_ url: URL) -> Bool,
      move: @escaping @Sendable (_ from: URL, _ to: URL) -> String?,
      write: @escaping @Sendable (_ data: Data, _ url: URL) -> String?,
      resolve: @escaping @Sendable (_ url: URL) -> URL = { $0 }
    ) {
      self.read = read
      self.exists = exists
      self.move = move
      self.write = write
      self.resolve = resolve
    }

    /// The file system.
    ///
    /// - A symbolic link is followed, through a chain of links, a relative target being taken
    ///   from the link's folder; reads and writes reach the file at the chain's end, and the
    ///   links stay as they are.
    /// - Every write is atomic: a temporary file in the folder of the file written, flushed,
    ///   given the old file's permissions, then renamed over it.
    /// - What is not a regular file (a folder, a FIFO, a device, a socket) is neither opened
    ///   nor replaced: reading it gives ``Contents/notAFile(_:)``, and writing it fails.
    /// - A missing file's folder is made when the file is written, unless the path is a link
    ///   whose target is missing: its folder must exist, since making folders where a link
    ///   points (a dotfiles folder not checked out, a disk not mounted) would put the list
    ///   where the user does not keep it.
    /// - A move never replaces a file.
    public static let disk = Storage(
      read: { url in
        let destination = Disk.follow(url)
        if let what = destination.notAFile { return .notAFile(what) }
        do {
          return .bytes(try Data(contentsOf: destination.file))
        } catch {
          if !FileManager.default.fileExists(atPath: destination.file.path) { return .missing }
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
      write: { data, url in Disk.writeAtomically(data, to: url) },
      resolve: { url in Disk.follow(url).file })
  }
}

/// The file system calls behind ``LocationStore/Storage/disk``.
enum Disk {
  /// How many symbolic links are followed before a path is taken for a loop, as the kernel
  /// does (Linux's `MAXSYMLINKS`).
  static let maximumLinks = 40

  /// What a path leads to once its symbolic links are followed.
  struct Destination: Equatable {
    /// What is at a path.
    enum Kind: Equatable {
      /// Nothing: a file may be made there.
      case missing
      /// A regular file, with its permission bits.
      case regular(mode: mode_t)
      /// Something else, in a few words: "a FIFO", "a folder"…
      case other(String)
      /// Still a link after ``Disk/maximumLinks`` links: a loop, or a chain too long.
      case tooManyLinks
      /// The path cannot be examined (a folder on the way is not searchable…); reading or
      /// writing it says why.
      case unknown
    }

    /// The end of the chain of links: the path itself when it is not a link.
    var file: URL
    /// What is at ``file``.
    var kind: Kind
    /// Whether ``file`` was reached through at least one link.
    var isLinked: Bool

    /// What the path is, when it is not a regular file: "a FIFO", or "a symbolic link to
    /// /x/places.json, which is a FIFO".
    var notAFile: String? {
      switch kind {
      case .other(let what): isLinked ? "a symbolic link to \(file.path), which is \(what)" : what
      case .tooManyLinks: "a chain of more than \(maximumLinks) symbolic links"
      case .missing, .regular, .unknown: nil
      }
    }
  }

  /// Follows `url`'s chain of symbolic links, each relative target taken from its link's
  /// folder, and says what is at its end.
  static func follow(_ url: URL) -> Destination {
    var path = url.path
    var links = 0
    while links < maximumLinks,
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    {
      path =
        target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target)
          .path
      links += 1
    }
    guard links > 0 else { return Destination(file: url, kind: kind(of: path), isLinked: false) }
    // The target's folder without links or "..", as the kernel finds it, for the messages; the
    // file itself is left as the chain ends, a link if the chain is too long.
    let target = URL(fileURLWithPath: path)
    let file = target.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(target.lastPathComponent)
    return Destination(file: file, kind: kind(of: file.path), isLinked: true)
  }

  /// What is at `path` itself, a link not followed.
  private static func kind(of path: String) -> Destination.Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return errno == ENOENT ? .missing : .unknown
    }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): return .regular(mode: status.st_mode & 0o7777)
    case mode_t(S_IFDIR): return .other("a folder")
    case mode_t(S_IFIFO): return .other("a FIFO")
    case mode_t(S_IFCHR): return .other("a character device")
    case mode_t(S_IFBLK): return .other("a block device")
    case mode_t(S_IFSOCK): return .other("a socket")
    case mode_t(S_IFLNK): return .tooManyLinks
    default: return .other("not a regular file")
    }
  }

  /// A temporary file opened for an atomic write, and the file that it will replace.
  struct PreparedWrite {
    /// The temporary file's descriptor.
    var descriptor: Int32
    /// The temporary file's path.
    var temporary: String
    /// The file that the temporary file is renamed over.
    var file: URL
  }

  /// Begins an atomic write to the file that `url` leads to: refuses what is not a regular
  /// file, makes the folder if ``LocationStore/Storage/disk`` says so, and opens a temporary
  /// file beside the target with the target's permissions.
  static func prepareWrite(to url: URL) -> Result<PreparedWrite, DiskFailure> {
    let destination = follow(url)
    if let what = destination.notAFile {
      return .failure(DiskFailure(reason: "\(what), not a regular file"))
    }
    let folder = destination.file.deletingLastPathComponent()
    if destination.isLinked, destination.kind == .missing,
      !FileManager.default.fileExists(atPath: folder.path)
    {
      return .failure(
        DiskFailure(reason: "the link leads into \(folder.path), which does not exist"))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(DiskFailure(reason: describe(error)))
    }
    var template = Array(
      folder.appendingPathComponent(".\(destination.file.lastPathComponent).XXXXXX").path
        .utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(DiskFailure(reason: errnoText())) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // mkstemp makes the file private; a file that is replaced keeps the permissions it had.
    if case .regular(let mode) = destination.kind, fchmod(descriptor, mode) != 0 {
      let failure = DiskFailure(reason: errnoText())
      close(descriptor)
      unlink(temporary)
      return .failure(failure)
    }
    return .success(
      PreparedWrite(descriptor: descriptor, temporary: temporary, file: destination.file))
  }

  static func writeAtomically(_ data: Data, to url: URL) -> String? {
    let prepared: PreparedWrite
    switch prepareWrite(to: url) {
    case .failure(let failure): return failure.reason
    case .success(let opened): prepared = opened
    }
    let descriptor = prepared.descriptor
    let temporary = prepared.temporary
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
    if failure == nil, rename(temporary, prepared.file.path) != 0 { failure = errnoText() }
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
