import Foundation

/// The saved places, in a JSON file that every variant shares, written so that it is never lost.
///
/// - A missing file means ``startingList``; nothing is written until the list changes.
/// - The file holds each place's name, coordinates, time zone and country, so that the list
///   shows a place without geocoding it again, and a format version (``formatVersion``).
/// - Every write is atomic: the list goes to a temporary file in the same folder, which is
///   flushed to disk, given the old file's permissions and then renamed over the old file. A
///   reader, or a crash, sees either the old file or the new one, never a torn one. Two
///   processes that both save: the last writer wins, whole.
/// - A symbolic link is followed, through a chain of links: the file it leads to is read and
///   replaced (the temporary file goes in that file's folder), and the link stays a link. A
///   link whose target is missing is written through, making the target, when the target's
///   folder exists.
/// - A path that is, or that a link leads to, something other than a regular file (a folder,
///   a FIFO, a device) is never opened, renamed or written over: loading reports it, and
///   saving refuses. ``refusal()`` tells a program to refuse such a path at start.
/// - A file that cannot be read or is not a valid list is never overwritten or deleted: the
///   next save first renames it to a sibling, `locations.json.invalid-<time>`, and reports so.
/// - A file from a newer format version is left alone: saving refuses, and says why.
/// - The bytes live where its ``Storage`` says: on disk, or in a private copy in memory
///   (``LocationFileCopy``) that reports the same path in every message.
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
      region: "Virginia", elevation: 64),
    Location(
      name: "Paris, France", latitude: 48.85341, longitude: 2.3488,
      timeZoneIdentifier: "Europe/Paris", country: "France", countryCode: "FR",
      region: "Ile-de-France", elevation: 42),
    Location(
      name: "Tokyo, Japan", latitude: 35.6895, longitude: 139.69171,
      timeZoneIdentifier: "Asia/Tokyo", country: "Japan", countryCode: "JP",
      region: "Tokyo", elevation: 44),
  ]

  /// The file that holds the list.
  public let url: URL
  private let now: @Sendable () -> Date
  private let storage: Storage

  /// Creates a store for one file; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - url: The JSON file.
  ///   - now: The clock that names a moved-aside invalid file.
  ///   - storage: Where the bytes live; the disk unless a copy is given.
  public init(
    url: URL, now: @escaping @Sendable () -> Date = { Date() }, storage: Storage = .disk
  ) {
    self.url = url
    self.now = now
    self.storage = storage
  }

  /// The same file and clock on other storage.
  ///
  /// - Parameter storage: Where the bytes live.
  /// - Returns: A store that reads and writes `storage`.
  public func using(_ storage: Storage) -> LocationStore {
    LocationStore(url: url, now: now, storage: storage)
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

  /// Why the file cannot hold the list at all, checked before a program starts: its path is,
  /// or a symbolic link leads to, something other than a regular file.
  ///
  /// - Returns: ``Problem/notAFile(path:kind:)``, or `nil` when the path is a regular file,
  ///   leads to one, or has nothing there yet (any other problem ``load()`` reports).
  public func refusal() -> Problem? {
    guard case .notAFile(let kind) = storage.read(url) else { return nil }
    return .notAFile(path: url.path, kind: kind)
  }

  /// Writes the list atomically, first moving aside a file that is there but not valid.
  ///
  /// The file is read again just before writing, so a file that another process made valid
  /// in the meantime is simply replaced (the last writer wins), and one that became invalid
  /// is kept.
  ///
  /// - Parameter locations: The whole list, in order.
  /// - Returns: What was done besides writing.
  /// - Throws: ``Problem/newerVersion(path:version:)`` or ``Problem/notAFile(path:kind:)``
  ///   without touching the file, or ``Problem/unwritable(path:reason:)`` when the folder or
  ///   file cannot be written.
  public func save(_ locations: [Location]) throws(Problem) -> Saved {
    var saved = Saved()
    switch read() {
    case .missing, .valid: break
    case .problem(let problem) where problem.leavesFileAlone:
      throw problem
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
    switch storage.read(url) {
    case .missing: return .missing
    case .unreadable(let reason): return .problem(.unreadable(path: path, reason: reason))
    case .notAFile(let kind): return .problem(.notAFile(path: path, kind: kind))
    case .bytes(let bytes): data = bytes
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

  /// Renames the file to `NAME.invalid-<UTC time>`, adding "-2", "-3"… if that name is taken;
  /// the file that a link leads to is renamed in its own folder, and the link left as it is.
  private func moveAside() throws(Problem) -> URL {
    let file = storage.resolve(url)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stem = file.lastPathComponent + ".invalid-" + formatter.string(from: now())
    let folder = file.deletingLastPathComponent()
    var target = folder.appendingPathComponent(stem)
    var suffix = 2
    while storage.exists(target) {
      target = folder.appendingPathComponent(stem + "-\(suffix)")
      suffix += 1
    }
    if let failure = storage.move(file, target) {
      throw .unwritable(path: url.path, reason: "cannot set the invalid file aside: \(failure)")
    }
    return target
  }

  private func writeAtomically(_ data: Data) throws(Problem) {
    if let failure = storage.write(data, url) {
      throw .unwritable(path: url.path, reason: failure)
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
