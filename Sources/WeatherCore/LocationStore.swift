import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The saved places, in a JSON file that every variant shares, written so that it is never lost.
///
/// - A missing file means ``startingList``; nothing is written until the list changes.
/// - The file holds each place's name, coordinates, time zone and country, so that the list
///   shows a place without geocoding it again, and a format version (``formatVersion``).
/// - Every write is atomic: the list goes to a temporary file in the same folder, which is
///   flushed to disk and then renamed over the old file. A reader, or a crash, sees either the
///   old file or the new one, never a torn one. Two processes that both save: the last writer
///   wins, whole.
/// - A file that cannot be read or is not a valid list is never overwritten or deleted: the
///   next save first renames it to a sibling, `locations.json.invalid-<time>`, and reports so.
/// - A file from a newer format version is left alone: saving refuses, and says why.
///
/// ```swift
/// let store = LocationStore(url: LocationStore.defaultURL(environment: ProcessInfo.processInfo.environment))
/// let loaded = store.load()
/// let report = try store.save(loaded.locations + [paris])
/// ```
public struct LocationStore: Sendable {
  /// The format version that this code writes, and the newest it reads.
  public static let formatVersion = 1

  /// The places a new user starts with, in this order.
  public static let startingList: [Location] = [
    Location(
      name: "Richmond, VA", latitude: 37.55376, longitude: -77.46026,
      timeZoneIdentifier: "America/New_York", country: "United States", countryCode: "US",
      region: "Virginia"),
    Location(
      name: "Paris, France", latitude: 48.85341, longitude: 2.3488,
      timeZoneIdentifier: "Europe/Paris", country: "France", countryCode: "FR",
      region: "Ile-de-France"),
    Location(
      name: "Tokyo, Japan", latitude: 35.6895, longitude: 139.69171,
      timeZoneIdentifier: "Asia/Tokyo", country: "Japan", countryCode: "JP",
      region: "Tokyo"),
  ]

  /// The file that holds the list.
  public let url: URL
  private let now: @Sendable () -> Date

  /// Creates a store for one file; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - url: The JSON file.
  ///   - now: The clock that names a moved-aside invalid file.
  public init(url: URL, now: @escaping @Sendable () -> Date = { Date() }) {
    self.url = url
    self.now = now
  }

  /// The default file: `$XDG_CONFIG_HOME/weather-mvvm/locations.json`, or
  /// `~/.config/weather-mvvm/locations.json` when `XDG_CONFIG_HOME` is unset or empty.
  ///
  /// - Parameter environment: The process environment, for `XDG_CONFIG_HOME` and `HOME`.
  /// - Returns: The file's URL.
  public static func defaultURL(environment: [String: String]) -> URL {
    let base: URL
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    }
    return base.appendingPathComponent("weather-mvvm").appendingPathComponent("locations.json")
  }

  /// Reads the list.
  ///
  /// - Returns: The places, and what is wrong with the file if it cannot give them.
  public func load() -> Loaded {
    switch read() {
    case .missing: Loaded(locations: Self.startingList, problem: nil)
    case .valid(let locations): Loaded(locations: locations, problem: nil)
    case .problem(let problem): Loaded(locations: Self.startingList, problem: problem)
    }
  }

  /// Writes the list atomically, first moving aside a file that is there but not valid.
  ///
  /// The file is read again just before writing, so a file that another process made valid
  /// in the meantime is simply replaced (the last writer wins), and one that became invalid
  /// is kept.
  ///
  /// - Parameter locations: The whole list, in order.
  /// - Returns: What was done besides writing.
  /// - Throws: ``Problem/newerVersion(path:version:)`` without touching the file, or
  ///   ``Problem/unwritable(path:reason:)`` when the folder or file cannot be written.
  public func save(_ locations: [Location]) throws(Problem) -> Saved {
    var saved = Saved()
    switch read() {
    case .missing, .valid: break
    case .problem(.newerVersion(let path, let version)):
      throw .newerVersion(path: path, version: version)
    case .problem:
      saved.movedAside = try moveAside()
    }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      data = try encoder.encode(FileContents(version: Self.formatVersion, locations: locations))
    } catch {
      throw .unwritable(path: url.path, reason: "cannot encode: \(error)")
    }
    try writeAtomically(data + Data("\n".utf8))
    return saved
  }

  /// The file's shape on disk.
  private struct FileContents: Codable {
    var version: Int
    var locations: [Location]
  }

  /// Only the version, read first, so that a newer format's other fields cannot make the file
  /// look invalid.
  private struct VersionOnly: Decodable {
    var version: Int
  }

  private enum Reading {
    case missing
    case valid([Location])
    case problem(Problem)
  }

  private func read() -> Reading {
    let path = url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: path) { return .missing }
      return .problem(.unreadable(path: path, reason: Self.describe(error)))
    }
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionOnly.self, from: data).version
    } catch {
      return .problem(.invalid(path: path, reason: Self.describe(decoding: error)))
    }
    if version > Self.formatVersion {
      return .problem(.newerVersion(path: path, version: version))
    }
    guard version == Self.formatVersion else {
      return .problem(.invalid(path: path, reason: "unknown format version \(version)"))
    }
    do {
      return .valid(try decoder.decode(FileContents.self, from: data).locations)
    } catch {
      return .problem(.invalid(path: path, reason: Self.describe(decoding: error)))
    }
  }

  /// Renames the file to `NAME.invalid-<UTC time>`, adding "-2", "-3"… if that name is taken.
  private func moveAside() throws(Problem) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = url.lastPathComponent + ".invalid-" + formatter.string(from: now())
    let folder = url.deletingLastPathComponent()
    var target = folder.appendingPathComponent(stem)
    var suffix = 2
    while FileManager.default.fileExists(atPath: target.path) {
      target = folder.appendingPathComponent(stem + "-\(suffix)")
      suffix += 1
    }
    // link(2) then unlink(2), not rename(2): link fails rather than replace a file that
    // appeared under the new name meanwhile, so no bytes are ever lost.
    guard link(url.path, target.path) == 0 else {
      throw .unwritable(
        path: url.path, reason: "cannot set the invalid file aside: \(Self.errnoText())")
    }
    unlink(url.path)
    return target
  }

  private func writeAtomically(_ data: Data) throws(Problem) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: url.path, reason: Self.describe(error))
    }
    var template = Array(
      folder.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw .unwritable(path: url.path, reason: Self.errnoText())
    }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: String?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = Self.errnoText()
          return
        }
        offset += written
      }
    }
    // The bytes reach the disk before the rename makes them the file, or a crash could leave
    // a renamed but empty file.
    if failure == nil, fsync(descriptor) != 0 { failure = Self.errnoText() }
    close(descriptor)
    if failure == nil, rename(temporary, url.path) != 0 { failure = Self.errnoText() }
    if let failure {
      unlink(temporary)
      throw .unwritable(path: url.path, reason: failure)
    }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno)).lowercased()
  }

  private static func describe(_ error: any Error) -> String {
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

  private static func describe(decoding error: any Error) -> String {
    guard let error = error as? DecodingError else { return "unreadable JSON" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
    case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return "bad value at \(path.joined(separator: "."))"
    @unknown default: return "unreadable JSON"
    }
  }
}

// The C library's write(2), named apart from any `write` method, on either platform.
#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
