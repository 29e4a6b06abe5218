import Foundation
import Testing
import WeatherApp

/// Plain mode's input: which lines were already there, which came later, and how each reads.
@Suite("Standard input lines", .timeLimit(.minutes(1)))
struct StandardInputLinesTests {
  /// A pipe whose read end the lines read, and whose write end the test types into.
  struct TypedPipe {
    let pipe = Pipe()
    var read: Int32 { pipe.fileHandleForReading.fileDescriptor }

    func type(_ text: String) { type(bytes: Array(text.utf8)) }
    func type(bytes: [UInt8]) { pipe.fileHandleForWriting.write(Data(bytes)) }
    func end() { try? pipe.fileHandleForWriting.close() }
  }

  @Test("lines piped in together are each there before the one before is taken, and so is the end")
  func linesPipedTogether() async throws {
    let pipe = TypedPipe()
    pipe.type("Paris\nTokyo\r\nOslo")
    pipe.end()
    let input = StandardInputLines(descriptor: pipe.read)
    var taken: [String?] = []
    var thereBefore: [Bool] = []
    while true {
      thereBefore.append(input.hasInput)
      let line = await input.next()
      taken.append(line)
      if line == nil { break }
    }
    #expect(taken == ["Paris", "Tokyo", "Oslo", nil])
    #expect(thereBefore == [true, true, true, true])
  }

  @Test("a line written after the one before was taken was not there until it came")
  func lineThatComesLater() async throws {
    let pipe = TypedPipe()
    pipe.type("Paris\n")
    let input = StandardInputLines(descriptor: pipe.read)
    #expect(await input.next() == "Paris")
    #expect(!input.hasInput)
    pipe.type("Tok")
    // Half a line is not a line, but it is input that has come.
    pipe.type("yo\n")
    #expect(await input.next() == "Tokyo")
    #expect(!input.hasInput)
    pipe.end()
    #expect(await input.next() == nil)
    #expect(input.hasInput)
  }

  @Test("invalid UTF-8 is replaced, and a carriage return only goes with a newline")
  func bytesAsText() async throws {
    let pipe = TypedPipe()
    let bytes: [UInt8] = [0x50, 0xD8, 0x0A, 0x61, 0x0D, 0x62, 0x0A, 0x63, 0x0D]
    pipe.type(bytes: bytes)
    pipe.end()
    let input = StandardInputLines(descriptor: pipe.read)
    #expect(await input.next() == "P\u{FFFD}")
    #expect(await input.next() == "a\rb")
    #expect(await input.next() == "c\r")
    #expect(await input.next() == nil)
  }
}
