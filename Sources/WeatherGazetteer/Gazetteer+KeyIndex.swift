extension Gazetteer {
  /// The index in `keyStarts` of the key equal to `key`, by binary search.
  func keyPosition(of key: String, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var key = key
    return key.withUTF8 { wanted in
      let low = lowerBound(of: wanted, in: buffer)
      guard low < keyStarts.count, buffer[keyField(low, in: buffer)].elementsEqual(wanted) else {
        return nil
      }
      return low
    }
  }

  /// The index in `keyStarts` of the first key that is not less than `wanted`, by binary
  /// search; `keyStarts.count` when every key is less.
  func lowerBound(
    of wanted: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var low = 0
    var high = keyStarts.count
    while low < high {
      let middle = (low + high) / 2
      if buffer[keyField(middle, in: buffer)].lexicographicallyPrecedes(wanted) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The bytes of the key at `position` in `keyStarts`.
  func keyField(_ position: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = Int(keyStarts[position])
    var end = start
    while end < buffer.count && buffer[end] != UInt8(ascii: "\t") { end += 1 }
    return start..<end
  }

  /// Calls `body` with each entry (row × 2, plus 1 for an alternate name) of the key at
  /// `position` in `keyStarts`, in the file's order.
  func forEachEntry(
    ofKeyAt position: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Void
  ) {
    var index = keyField(position, in: buffer).upperBound + 1
    var value: UInt32 = 0
    var digits = 0
    while index <= buffer.count {
      let byte = index < buffer.count ? buffer[index] : UInt8(ascii: "\n")
      index += 1
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        // A number too long for a row is malformed; it is skipped rather than wrapped.
        if digits < 9 { value = value * 10 + UInt32(byte - UInt8(ascii: "0")) }
        digits += 1
        continue
      }
      if digits > 0 && digits <= 9 { body(value) }
      value = 0
      digits = 0
      if byte != UInt8(ascii: ",") { return }
    }
  }
}
