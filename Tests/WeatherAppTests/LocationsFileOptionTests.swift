import Foundation
import Testing
import WeatherApp
import WeatherTestSupport

@Suite("Command line: a saved places' file that is not a regular file")
struct LocationsFileOptionTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("--locations-file naming a FIFO is a usage error that names it")
  func fifoRefused() throws {
    let fifo = try folder.makeFIFO("places.json")
    #expect {
      try WeatherOptions.parse(["--locations-file", fifo.path])
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix(
        "the saved places' file \(fifo.path) is a FIFO, not a regular file") == true
    }
    #expect(folder.nodeKind("places.json") == "FIFO")
  }

  @Test("the default file is checked too, through XDG_CONFIG_HOME")
  func defaultFileRefused() throws {
    try FileManager.default.createDirectory(
      at: folder.file("weather-mvvm/locations.json"), withIntermediateDirectories: true)
    #expect {
      try WeatherOptions.parse([], environment: ["XDG_CONFIG_HOME": folder.url.path])
    } throws: { error in
      (error as? UsageError)?.message.contains("locations.json is a folder") == true
    }
  }

  @Test("--help is still answered, and a link to a regular file or a new path is accepted")
  func othersAccepted() throws {
    let fifo = try folder.makeFIFO("pipe")
    #expect(try WeatherOptions.parse(["--locations-file", fifo.path, "--help"]).help)
    try Data().write(to: folder.file("places.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link").path, withDestinationPath: "places.json")
    for name in ["link", "places.json", "new.json"] {
      let path = folder.file(name).path
      #expect(try WeatherOptions.parse(["--locations-file", path]).locationsFile == path)
    }
  }
}
