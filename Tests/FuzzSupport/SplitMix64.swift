/// SplitMix64 (Steele, Lea and Flood, 2014): a small random number generator whose whole state
/// is one 64-bit word.
///
/// The same seed gives the same numbers on every platform and every run, so a fuzz case is
/// named by its seed and replayed from it exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: the starting state; any value, zero included, is fine.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: a number uniformly distributed over `UInt64`.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
