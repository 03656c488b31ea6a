extension Int {
  /// `value` rounded by `rule`, then clamped into `Int`'s range; NaN gives zero.
  ///
  /// `Int(_:)` of a floating value traps when the value is NaN, infinite or out of range, so
  /// a number from a header, a caller or a clock must never reach it unchecked. This is the
  /// package's one conversion of a floating value to `Int`; a test scans `Sources` for others.
  ///
  ///     Int.clamped(2.5)                     // 3
  ///     Int.clamped(-0.5, rounding: .down)   // -1
  ///     Int.clamped(.infinity)               // Int.max
  ///     Int.clamped(.nan)                    // 0
  ///
  /// - Parameters:
  ///   - value: the number to convert.
  ///   - rule: how to round it; to nearest, halves away from zero, by default.
  /// - Returns: the rounded value, or `Int.min` / `Int.max` when it lies beyond them.
  @inlinable
  package static func clamped(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int {
    guard !value.isNaN else { return 0 }
    let rounded = value.rounded(rule)
    // 2^63 is the first double above `Int.max`; -2^63 is `Int.min` exactly.
    guard rounded < 0x1p63 else { return .max }
    guard rounded >= -0x1p63 else { return .min }
    return Int(rounded)
  }
}
