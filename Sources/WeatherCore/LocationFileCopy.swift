import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private copy of a saved-places file, in memory: a store on ``storage`` reads the file as
/// it was when the copy was made, and what it saves stays in the copy.
///
/// Several screens that run on one file, each with its own copy, then behave as if each ran
/// alone: none sees what another saved. Every message still names the real path.
///
/// - The copy reads the file once, when it is made: its bytes, or that it is missing or
///   unreadable.
/// - A write fails when writing the real file would fail for its folder or for what is at its
///   path (the folder cannot be made, no file can be created in it, the path is not a regular
///   file): the copy tries that on disk, with a temporary file it removes at once. Otherwise
///   the bytes stay in memory; the real file never changes.
/// - A symbolic link is followed as ``LocationStore/Storage/disk`` follows it: the copy holds
///   what is at the chain's end, and keeps each file under the path that a link leads to.
/// - A name that the copy has not touched exists when it exists on disk, so an invalid file
///   is set aside under the same name that the real store would choose.
///
/// ```swift
/// let copy = LocationFileCopy(of: url)
/// let store = LocationStore(url: url, storage: copy.storage)
/// ```
public final class LocationFileCopy: Sendable {
  /// The real file that this is a copy of.
  public let url: URL
  /// What the real file held when the copy was made.
  public let original: LocationStore.Storage.Contents
  private let files: Locked<State>

  private struct State {
    /// What the copy holds at each path it has read, written or moved (`.missing`: gone);
    /// any other path is as it is on disk.
    var touched: [String: LocationStore.Storage.Contents] = [:]

    func read(_ url: URL) -> LocationStore.Storage.Contents {
      touched[Self.key(url)] ?? LocationStore.Storage.disk.read(url)
    }

    func exists(_ url: URL) -> Bool {
      touched[Self.key(url)].map { $0 != .missing } ?? LocationStore.Storage.disk.exists(url)
    }

    /// The path under which the copy keeps what is at `url`: the file that it leads to, which
    /// stays the same as the copy never changes the disk.
    static func key(_ url: URL) -> String {
      Disk.follow(url).file.path
    }
  }

  /// Copies the file at `url`.
  ///
  /// - Parameter url: The saved-places file.
  public init(of url: URL) {
    self.url = url
    original = LocationStore.Storage.disk.read(url)
    files = Locked(State(touched: [State.key(url): original]))
  }

  /// What the copy of the file holds now.
  public var contents: LocationStore.Storage.Contents {
    files.withLock { $0.read(url) }
  }

  /// Storage for a ``LocationStore`` that reads and writes this copy.
  public var storage: LocationStore.Storage {
    LocationStore.Storage(
      read: { url in self.files.withLock { $0.read(url) } },
      exists: { url in self.files.withLock { $0.exists(url) } },
      move: { from, to in
        self.files.withLock { state in
          guard !state.exists(to) else { return "file exists" }
          state.touched[State.key(to)] = state.read(from)
          state.touched[State.key(from)] = .missing
          return nil
        }
      },
      write: { data, url in
        // The write is begun for real, so that a copy fails where the file itself would.
        switch Disk.prepareWrite(to: url) {
        case .failure(let failure): return failure.reason
        case .success(let prepared):
          close(prepared.descriptor)
          unlink(prepared.temporary)
        }
        self.files.withLock { state in
          state.touched[State.key(url)] = .bytes(data)
        }
        return nil
      },
      resolve: { url in Disk.follow(url).file })
  }
}
