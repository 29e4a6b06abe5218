import Foundation
import Testing

@testable import WeatherParity

@Suite("The fuzzer's scratch folder")
struct ScratchFolderTests {
  @Test("the folder goes, with the files in it, when the last reference to it does")
  func goesWithItsLastReference() throws {
    var scratch: ScratchFolder? = try ScratchFolder()
    let url = try #require(scratch?.url)
    try Data("[]".utf8).write(to: url.appendingPathComponent("locations.json"))
    #expect(FileManager.default.fileExists(atPath: url.path))
    scratch = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("two folders in one process are two, so that two fuzzers never share a file")
  func eachIsItsOwn() throws {
    let first = try ScratchFolder()
    let second = try ScratchFolder()
    #expect(first.url != second.url)
  }

  @Test("the fuzzer removes its folder when asked, as weather-parity does before it exits")
  @MainActor
  func theFuzzerRemovesItsFolder() throws {
    let fuzzer = try ParityFuzzer()
    #expect(FileManager.default.fileExists(atPath: fuzzer.folder.path))
    fuzzer.removeScratchFolder()
    #expect(!FileManager.default.fileExists(atPath: fuzzer.folder.path))
  }
}
