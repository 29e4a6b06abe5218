/// A random number generator that gives the same numbers for the same seed on every machine:
/// SplitMix64.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates the generator for a seed.
  ///
  /// - Parameter seed: Any number; the same seed gives the same numbers.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
