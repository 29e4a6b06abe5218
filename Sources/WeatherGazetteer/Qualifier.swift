/// A US state, a country or another country's first-level division that a qualifier such as
/// "VA", "France" or "ON" may mean.
struct Qualifier: Sendable {
  /// Also the ranking order when one key means several things.
  enum Kind: Int, Comparable {
    case state, country, division

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var kind: Kind
  /// The country of a division, "US" for a state, else the country's code.
  var country: String
  /// The state's or division's code; empty for a country.
  var division: String

  /// Reads a `Q` row's kind letter and code ("S" "VA", "C" "FR", "A" "CA.08").
  init?(kind letter: UnsafeBufferPointer<UInt8>.SubSequence, code: String) {
    switch letter.first {
    case UInt8(ascii: "S"):
      (kind, country, division) = (.state, "US", code)
    case UInt8(ascii: "C"):
      (kind, country, division) = (.country, code, "")
    case UInt8(ascii: "A"):
      let parts = code.split(separator: ".", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      (kind, country, division) = (.division, String(parts[0]), String(parts[1]))
    default:
      return nil
    }
  }
}
