import Foundation

extension LocationStore {
  /// What reading the file gave.
  public struct Loaded: Sendable, Equatable {
    /// The places to show: the file's, or ``LocationStore/startingList`` when it could not
    /// give any.
    public var locations: [Location]
    /// What is wrong with the file, if anything.
    public var problem: Problem?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - locations: The places to show.
    ///   - problem: What is wrong with the file.
    public init(locations: [Location], problem: Problem?) {
      self.locations = locations
      self.problem = problem
    }
  }

  /// Why the file's list could not be used, phrased for the list's message line.
  public enum Problem: Error, Sendable, Equatable {
    /// The file exists but could not be read (permissions…).
    case unreadable(path: String, reason: String)
    /// The file is not a saved-places list of a known shape.
    case invalid(path: String, reason: String)
    /// The file was written by a newer version of the program.
    case newerVersion(path: String, version: Int)
    /// The list could not be written.
    case unwritable(path: String, reason: String)
    /// The path is, or a symbolic link leads to, something other than a regular file: `kind`
    /// says what, as "a FIFO" or "a symbolic link to /x/places.json, which is a folder".
    case notAFile(path: String, kind: String)

    /// Whether saving refuses rather than set the file aside: the file is one that this
    /// program must not replace.
    var leavesFileAlone: Bool {
      switch self {
      case .newerVersion, .notAFile: true
      case .unreadable, .invalid, .unwritable: false
      }
    }

    /// One line that says what is wrong and names the file.
    public var message: String {
      switch self {
      case .unreadable(let path, let reason):
        "Cannot read \(path) (\(reason)); it is kept and set aside on the first change."
      case .invalid(let path, let reason):
        "\(path) is not a valid list (\(reason)); it is kept and set aside on the first change."
      case .newerVersion(let path, let version):
        "\(path) is from a newer version (format \(version)); it is left alone and changes are not saved."
      case .unwritable(let path, let reason):
        "Could not save to \(path) (\(reason))."
      case .notAFile(let path, let kind):
        "\(path) is \(kind), not a regular file; it is left alone and changes are not saved."
      }
    }
  }

  /// What a successful save did besides writing the list.
  public struct Saved: Sendable, Equatable {
    /// Where an invalid file was moved before the list was written, if one was.
    public var movedAside: URL?

    /// One line for the list's message, or `nil` when there is nothing to tell.
    public var message: String? {
      movedAside.map { "The invalid file was kept as \($0.path); the list is saved." }
    }
  }
}
