extension UnsafeBufferPointer<UInt8> {
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
  }

  /// A decimal number such as "-23.5475": exact for up to 15 significant digits, because the
  /// digits and the power of ten are both exact doubles and one division rounds correctly.
  func decimal(_ range: Range<Int>) -> Double {
    var mantissa: Int64 = 0
    var scale = 1.0
    var negative = false
    var afterPoint = false
    for position in range {
      let byte = self[position]
      switch byte {
      case UInt8(ascii: "-"): negative = true
      case UInt8(ascii: "."): afterPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard mantissa < 100_000_000_000_000 else { continue }
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if afterPoint { scale *= 10 }
      default: continue
      }
    }
    let value = Double(mantissa) / scale
    return negative ? -value : value
  }
}
