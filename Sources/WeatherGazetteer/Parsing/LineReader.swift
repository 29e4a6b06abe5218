/// Walks the lines of the resource without copying them.
struct LineReader {
  let buffer: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0

  init(buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  struct Line {
    var buffer: UnsafeBufferPointer<UInt8>
    var range: Range<Int>
    var number: Int

    /// The record's tag letter, or nil for comments and blank lines.
    var tag: UInt8? {
      guard range.count >= 2, buffer[range.lowerBound] != UInt8(ascii: "#"),
        buffer[range.lowerBound + 1] == UInt8(ascii: "\t")
      else { return nil }
      return buffer[range.lowerBound]
    }

    /// The fields after the tag.
    var fields: FieldReader {
      FieldReader(buffer: buffer, position: range.lowerBound + 2, end: range.upperBound)
    }

    var malformed: GazetteerError { .malformed(line: number) }
  }

  mutating func nextLine() -> Line? {
    guard position < buffer.count else { return nil }
    let start = position
    while position < buffer.count && buffer[position] != UInt8(ascii: "\n") { position += 1 }
    let line = Line(buffer: buffer, range: start..<position, number: lineNumber + 1)
    position += 1
    lineNumber += 1
    return line
  }
}
