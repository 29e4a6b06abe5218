/// Walks the tab-separated fields of one line; the last field ends at the end of the line.
struct FieldReader {
  let buffer: UnsafeBufferPointer<UInt8>
  private(set) var position: Int
  private var end: Int

  init(buffer: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
    self.buffer = buffer
    self.position = position
    self.end = end
  }

  var empty: Range<Int> { position..<position }

  mutating func next() -> Range<Int>? {
    guard position <= end else { return nil }
    let start = position
    while position < end && buffer[position] != UInt8(ascii: "\t")
      && buffer[position] != UInt8(ascii: "\n")
    {
      position += 1
    }
    let field = start..<position
    if position < end && buffer[position] == UInt8(ascii: "\t") {
      position += 1
    } else {
      position = end + 1  // The line is used up.
    }
    return field
  }
}
