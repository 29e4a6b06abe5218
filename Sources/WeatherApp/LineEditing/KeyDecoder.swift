/// Turns the bytes that a terminal sends into keys: UTF-8 text, control keys, the escape
/// sequences of arrows, Home, End and Delete in their common encodings, and bracketed paste.
///
/// Input may arrive split anywhere (inside a UTF-8 character, an escape sequence or a paste),
/// so the decoder keeps what it cannot finish yet until the next bytes come. An escape
/// sequence that it does not know is dropped whole.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("ab\u{1B}[D".utf8))  // [.text("ab"), .left]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  /// Creates a decoder with nothing pending.
  public init() {}

  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// Decodes the bytes of one read, with whatever an earlier read left unfinished.
  ///
  /// A lone Esc at the very end of a read is taken as the Esc key, since terminals send each
  /// escape sequence in one write.
  ///
  /// - Parameter bytes: The bytes read.
  /// - Returns: The keys they complete, in order.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
      text.removeAll()
    }
    while index < pending.count {
      if paste != nil {
        // Inside a paste, only its end marker means anything.
        if pending[index...].starts(with: Self.pasteEnd) {
          keys.append(.paste(Self.pasted(paste ?? [])))
          paste = nil
          index += Self.pasteEnd.count
        } else if Self.pasteEnd.starts(with: pending[index...]) {
          break  // Perhaps the start of the end marker: wait for more.
        } else {
          paste?.append(pending[index])
          index += 1
        }
        continue
      }
      let byte = pending[index]
      if byte >= 0x20 && byte != 0x7F {
        let length = Self.utf8Length(byte)
        guard index + length <= pending.count else { break }  // The rest comes next read.
        text += pending[index..<index + length]
        index += length
        continue
      }
      flushText()
      if byte == 0x1B {
        guard let (key, length) = Self.escapeSequence(pending[index...]) else {
          if index == pending.count - 1 && bytes.last == 0x1B && pending.count - index == 1 {
            keys.append(.escape)
            index += 1
          }
          break
        }
        index += length
        if let key {
          if key == .paste("") {
            paste = []
          } else {
            keys.append(key)
          }
        }
        continue
      }
      index += 1
      switch byte {
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x09: keys.append(.tab)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      default: continue  // NUL and the rarer controls mean nothing here.
      }
    }
    flushText()
    pending.removeFirst(index)
    return keys
  }

  /// The key of the escape sequence at the start of `bytes` and its length; a nil key for a
  /// sequence to drop; nil when the sequence is not complete yet. `.paste("")` stands for the
  /// start of a paste.
  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[start + 1]
    if introducer == 0x4F {  // SS3: "ESC O A" and friends, sent in application cursor mode.
      guard bytes.count >= 3 else { return nil }
      let key: Key? =
        switch bytes[start + 2] {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
      return (key, 3)
    }
    guard introducer == 0x5B else {
      // Alt and a key, or Esc before another key: the Esc is dropped, the key is kept.
      return (nil, 1)
    }
    // CSI: parameters and intermediates, then one final byte.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return nil }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    let key: Key? =
      switch (bytes[end], parameters) {
      case (0x41, _): .up
      case (0x42, _): .down
      case (0x43, _): .right
      case (0x44, _): .left
      case (0x48, _): .home
      case (0x46, _): .end
      case (0x7E, "1"), (0x7E, "7"): .home
      case (0x7E, "4"), (0x7E, "8"): .end
      case (0x7E, "3"): .delete
      case (0x7E, "200"): .paste("")
      default: nil
      }
    return (key, length)
  }

  /// Pasted bytes as text, without control characters (line breaks and tabs included).
  private static func pasted(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars
    where !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  private static func utf8Length(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }
}
