import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// What a store does with a path that is not simply a regular file: a symbolic link is followed
/// to the file it leads to, and anything else that is not a regular file is left as it was.
@Suite("LocationStore, links and what is not a file")
struct LocationStorePathTests {
  let folder: TemporaryDirectory
  let list = Data(#"{"version": 1, "locations": []}"#.utf8)

  init() throws {
    folder = try TemporaryDirectory()
    for name in ["dotfiles", "config"] {
      try FileManager.default.createDirectory(
        at: folder.file(name), withIntermediateDirectories: false)
    }
  }

  /// `config/places.json` → `chain` → `../dotfiles/places.json`, both targets relative, as a
  /// dotfiles manager links them.
  func chainOfLinks() throws -> LocationStore {
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("config/chain").path, withDestinationPath: "../dotfiles/places.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("config/places.json").path, withDestinationPath: "chain")
    return LocationStore(url: folder.file("config/places.json"))
  }

  func links() throws -> [String] {
    try ["config/places.json", "config/chain"].map {
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file($0).path)
    }
  }

  func names(_ subfolder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.file(subfolder).path).sorted()
  }

  @Test("a save through a chain of links writes the file at its end, and the links stay links")
  func chainFollowed() throws {
    try list.write(to: folder.file("dotfiles/places.json"))
    let store = try chainOfLinks()
    #expect(store.refusal() == nil)
    #expect(store.load() == LocationStore.Loaded(locations: [], problem: nil))

    _ = try store.save([ServiceFakes.paris])

    #expect(try links() == ["chain", "../dotfiles/places.json"])
    #expect(folder.nodeKind("config/places.json") == "symbolic link")
    #expect(folder.nodeKind("dotfiles/places.json") == "regular file")
    #expect(
      LocationStore(url: folder.file("dotfiles/places.json")).load().locations
        == [ServiceFakes.paris])
    #expect(try names("config") == ["chain", "places.json"], "no temporary file beside the link")
    #expect(try names("dotfiles") == ["places.json"], "no temporary file left beside the target")
  }

  @Test(
    "a save keeps the file's permissions, directly or through a link",
    arguments: ["dotfiles/places.json", "config/places.json"])
  func permissionsKept(path: String) throws {
    let target = folder.file("dotfiles/places.json")
    try list.write(to: target)
    _ = try chainOfLinks()
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)

    _ = try LocationStore(url: folder.file(path)).save([ServiceFakes.paris])

    #expect(folder.permissions("dotfiles/places.json") == 0o640)
    #expect(folder.nodeKind(path) == (path.hasPrefix("config") ? "symbolic link" : "regular file"))
  }

  @Test("an invalid file behind a link is set aside in its own folder, and the link kept")
  func invalidTargetSetAside() throws {
    try Data("not a list".utf8).write(to: folder.file("dotfiles/places.json"))
    let store = try chainOfLinks()

    let aside = try #require(try store.save([ServiceFakes.paris]).movedAside)

    #expect(
      aside.deletingLastPathComponent().path
        == folder.file("dotfiles").resolvingSymlinksInPath().path)
    #expect(try Data(contentsOf: aside) == Data("not a list".utf8))
    #expect(try links() == ["chain", "../dotfiles/places.json"])
    #expect(store.load().locations == [ServiceFakes.paris])
  }

  @Test("a link to a missing file makes that file when its folder exists")
  func danglingLinkWritten() throws {
    let store = try chainOfLinks()
    #expect(
      store.load() == LocationStore.Loaded(locations: LocationStore.startingList, problem: nil))

    _ = try store.save([ServiceFakes.paris])

    #expect(folder.nodeKind("config/places.json") == "symbolic link")
    #expect(folder.nodeKind("dotfiles/places.json") == "regular file")
    #expect(store.load().locations == [ServiceFakes.paris])
  }

  @Test("a link into a folder that does not exist is not written, and no folder is made")
  func danglingLinkIntoNothing() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("config/places.json").path, withDestinationPath: "../gone/places.json")
    let store = LocationStore(url: folder.file("config/places.json"))

    #expect {
      try store.save([ServiceFakes.paris])
    } throws: { error in
      guard case .unwritable(let path, let reason) = error as? LocationStore.Problem else {
        return false
      }
      return path == store.url.path && reason.contains("\(folder.url.lastPathComponent)/gone")
    }
    #expect(folder.nodeKind("gone") == "missing")
    #expect(folder.nodeKind("config/places.json") == "symbolic link")
  }

  /// Makes a node that is not a regular file at `config/places.json`: a FIFO, a character
  /// device, a folder, or a link to a FIFO; returns what the store should call it.
  func makeNode(_ kind: String) throws -> String {
    let path = folder.file("config/places.json")
    switch kind {
    case "FIFO":
      _ = try folder.makeFIFO("config/places.json")
      return "a FIFO"
    case "character device":
      _ = try folder.makeCharacterDevice("config/places.json")
      return "a character device"
    case "folder":
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
      return "a folder"
    default:
      _ = try folder.makeFIFO("dotfiles/pipe")
      try FileManager.default.createSymbolicLink(
        atPath: path.path, withDestinationPath: "../dotfiles/pipe")
      let pipe = folder.file("dotfiles").resolvingSymlinksInPath().appendingPathComponent("pipe")
      return "a symbolic link to \(pipe.path), which is a FIFO"
    }
  }

  @Test(
    "what is not a regular file is refused, reported, never opened, and left as it was",
    arguments: ["FIFO", "character device", "folder", "link to a FIFO"])
  func notAFileLeftAlone(kind: String) throws {
    let described: String
    do {
      described = try makeNode(kind)
    } catch let error as TemporaryDirectory.NodeNotMade {
      Issue.record("Cannot test a \(kind) here, as it cannot be made: \(error)")
      return
    }
    let store = LocationStore(url: folder.file("config/places.json"))
    let before = (folder.nodeKind("config/places.json"), folder.nodeKind("dotfiles/pipe"))
    let problem = LocationStore.Problem.notAFile(path: store.url.path, kind: described)

    // Opening a FIFO for reading would wait for a writer: each of these returns at once.
    #expect(store.refusal() == problem)
    #expect(
      store.load() == LocationStore.Loaded(locations: LocationStore.startingList, problem: problem))
    #expect(throws: problem) { try store.save([ServiceFakes.paris]) }

    #expect((folder.nodeKind("config/places.json"), folder.nodeKind("dotfiles/pipe")) == before)
    #expect(try names("config") == ["places.json"])
    #expect(problem.message.hasPrefix("\(store.url.path) is \(described), not a regular file"))
  }

  @Test("the disk's write refuses what is not a regular file, even when the store is bypassed")
  func diskWriteRefuses() throws {
    _ = try folder.makeFIFO("config/places.json")

    let failure = LocationStore.Storage.disk.write(list, folder.file("config/places.json"))

    #expect(failure == "a FIFO, not a regular file")
    #expect(folder.nodeKind("config/places.json") == "FIFO")
  }

  @Test("a loop of links is refused, not followed for ever")
  func loopRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("config/places.json").path, withDestinationPath: "places.json")
    let store = LocationStore(url: folder.file("config/places.json"))

    guard case .notAFile(_, let kind) = store.refusal() else {
      Issue.record("a loop of links was not refused: \(String(describing: store.refusal()))")
      return
    }
    #expect(kind.contains("symbolic links"))
    #expect(folder.nodeKind("config/places.json") == "symbolic link")
  }

  @Test("a regular file, or nothing at the path, is not refused")
  func regularAllowed() throws {
    let store = LocationStore(url: folder.file("config/places.json"))
    #expect(store.refusal() == nil)
    try list.write(to: store.url)
    #expect(store.refusal() == nil)
  }

  @Test("a private copy follows a link as the disk does, and never writes through it")
  func copyFollowsLink() throws {
    try list.write(to: folder.file("dotfiles/places.json"))
    let store = try chainOfLinks()
    let copy = LocationFileCopy(of: store.url)

    _ = try store.using(copy.storage).save([ServiceFakes.paris])

    #expect(store.using(copy.storage).load().locations == [ServiceFakes.paris])
    #expect(try Data(contentsOf: folder.file("dotfiles/places.json")) == list)
    #expect(try links() == ["chain", "../dotfiles/places.json"])
  }
}
