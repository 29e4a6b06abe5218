import Foundation
import Testing
import WeatherCore
import WeatherGazetteer
import WeatherTestSupport

@Suite("LocationStore")
struct LocationStoreTests {
  let folder: TemporaryDirectory
  let store: LocationStore
  static let fixedTime = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    folder = try TemporaryDirectory()
    store = LocationStore(url: folder.file("locations.json"), now: { Self.fixedTime })
  }

  @Test("a missing file gives the starting list and writes nothing")
  func missingFile() {
    let loaded = store.load()
    #expect(loaded.locations.map(\.name) == ["Richmond, VA", "Paris, France", "Tokyo, Japan"])
    #expect(loaded.problem == nil)
    #expect(folder.names().isEmpty)
  }

  @Test("the starting list is what the built-in gazetteer finds for its names")
  func startingListMatchesGazetteer() throws {
    let gazetteer = try Gazetteer.bundled()
    for place in LocationStore.startingList {
      #expect(gazetteer.search(place.name).first == place)
    }
  }

  @Test("a saved list reads back equal, in order, with its format version")
  func roundTrip() throws {
    let places = [ServiceFakes.paris, ServiceFakes.raleigh]
    let saved = try store.save(places)
    #expect(saved.movedAside == nil)
    #expect(store.load() == LocationStore.Loaded(locations: places, problem: nil))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any])
    #expect(json["version"] as? Int == LocationStore.formatVersion)
    #expect(folder.names() == ["locations.json"])
  }

  @Test("an empty list is saved as empty, not as the starting list")
  func emptyList() throws {
    _ = try store.save([])
    #expect(store.load().locations.isEmpty)
  }

  @Test("a save replaces the file by rename: a reader of the old file still sees it whole")
  func atomicReplace() throws {
    _ = try store.save([ServiceFakes.paris])
    let old = try Data(contentsOf: store.url)
    let reader = try FileHandle(forReadingFrom: store.url)
    defer { try? reader.close() }
    _ = try store.save([ServiceFakes.raleigh, ServiceFakes.paris])
    // Written in place, the open file would now hold the new bytes (or a torn mix).
    #expect(try reader.readToEnd() == old)
    #expect(store.load().locations == [ServiceFakes.raleigh, ServiceFakes.paris])
    #expect(folder.names() == ["locations.json"], "no temporary file is left behind")
  }

  @Test(
    "an invalid file is reported, then kept aside by the first save",
    arguments: [
      ("not json at all", "not JSON"),
      (#"{"locations": []}"#, "missing \"version\""),
      (#"{"version": 1, "locations": [{"name": "Paris"}]}"#, "missing \"latitude\""),
      (#"{"version": 0, "locations": []}"#, "unknown format version 0"),
    ])
  func invalidFileKept(contents: String, reason: String) throws {
    try Data(contents.utf8).write(to: store.url)
    let loaded = store.load()
    #expect(loaded.locations == LocationStore.startingList)
    #expect(loaded.problem == .invalid(path: store.url.path, reason: reason))
    #expect(loaded.problem?.message.contains(store.url.path) == true)
    #expect(folder.names() == ["locations.json"], "loading changes nothing")

    let saved = try store.save([ServiceFakes.paris])
    let aside = try #require(saved.movedAside)
    #expect(aside.lastPathComponent == "locations.json.invalid-20261118T110640Z")
    #expect(try Data(contentsOf: aside) == Data(contents.utf8), "the old bytes are still on disk")
    #expect(saved.message?.contains(aside.path) == true)
    #expect(store.load().locations == [ServiceFakes.paris])
  }

  @Test("a second invalid file is set aside under a new name, never over the first")
  func secondInvalidFile() throws {
    try Data("first".utf8).write(to: store.url)
    let first = try #require(try store.save([]).movedAside)
    try Data("second".utf8).write(to: store.url)
    let second = try #require(try store.save([]).movedAside)
    #expect(first != second)
    #expect(try Data(contentsOf: first) == Data("first".utf8))
    #expect(try Data(contentsOf: second) == Data("second".utf8))
  }

  @Test("a file from a newer format version is left alone and saving refuses")
  func newerVersion() throws {
    let newer = #"{"version": 2, "places": {"whatever": true}}"#
    try Data(newer.utf8).write(to: store.url)
    let problem = LocationStore.Problem.newerVersion(path: store.url.path, version: 2)
    #expect(
      store.load() == LocationStore.Loaded(locations: LocationStore.startingList, problem: problem))
    #expect(throws: problem) { try store.save([ServiceFakes.paris]) }
    #expect(try Data(contentsOf: store.url) == Data(newer.utf8))
    #expect(folder.names() == ["locations.json"])
  }

  @Test("a file that cannot be read is reported with its path, and kept")
  func unreadable() throws {
    // Root reads any regular file whatever its permissions, so the disk's answer is given.
    var storage = LocationStore.Storage.disk
    storage.read = { _ in .unreadable("permission denied") }
    let loaded = store.using(storage).load()
    #expect(loaded.problem == .unreadable(path: store.url.path, reason: "permission denied"))
    #expect(loaded.locations == LocationStore.startingList)
  }

  @Test("a folder that cannot be created is reported, and nothing is written")
  func unwritableFolder() throws {
    // A plain file where the folder should be: no one can create the folder, not even root.
    let blocker = folder.file("blocker")
    try Data("x".utf8).write(to: blocker)
    let blocked = LocationStore(url: blocker.appendingPathComponent("locations.json"))
    #expect(blocked.load().problem == nil)
    #expect {
      try blocked.save([ServiceFakes.paris])
    } throws: { error in
      guard case .unwritable(let path, _) = error as? LocationStore.Problem else { return false }
      return path == blocked.url.path
    }
    #expect(folder.names() == ["blocker"])
  }

  @Test("the default file follows XDG_CONFIG_HOME, else ~/.config")
  func defaultLocation() {
    #expect(
      LocationStore.defaultURL(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"])
        .path == "/x/config/weather-mvvm/locations.json")
    #expect(
      LocationStore.defaultURL(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/a"]).path
        == "/home/a/.config/weather-mvvm/locations.json")
    #expect(
      LocationStore.defaultURL(environment: ["HOME": "/home/a"]).path
        == "/home/a/.config/weather-mvvm/locations.json")
  }

  @Test("a place's region is its state in the US and its country elsewhere")
  func regions() {
    #expect(ServiceFakes.raleigh.placeName == "Raleigh")
    #expect(ServiceFakes.raleigh.displayRegion == "NC")
    #expect(ServiceFakes.paris.placeName == "Paris")
    #expect(ServiceFakes.paris.displayRegion == "France")
  }
}
