import Foundation

/// How long a ``RetryPolicy`` waits before each retry when the server does not say
/// (`Retry-After` wins when it does).
///
/// ```swift
/// .constant(2)                                        // 2 s, 2 s, 2 s…
/// .exponential(base: 0.5, multiplier: 2, max: 8)      // up to 0.5 s, 1 s, 2 s, 4 s, 8 s, 8 s…
/// ```
///
/// Exponential backoff uses *full jitter*: the wait before retry *n* is a uniformly random
/// fraction of `min(max, base × multiplier^(n−1))`, so clients that failed together do not
/// come back together. The random source is the policy's (``RetryPolicy/random``), so tests
/// can fix it.
public enum Backoff: Equatable, Hashable, Sendable {
  /// The same wait before every retry, in seconds.
  case constant(TimeInterval)
  /// A wait that grows by `multiplier` (at least 1) after each retry from `base`, never above
  /// `max`, each one jittered between zero and that ceiling.
  case exponential(base: TimeInterval, multiplier: Double, max: TimeInterval)

  /// The longest wait before retry `retry` (1 for the first retry): the jitter's ceiling.
  ///
  /// - Parameter retry: which retry, counting from 1; smaller values count as 1.
  /// - Returns: seconds, never negative; not-finite or negative parameters give 0.
  public func ceiling(forRetry retry: Int) -> TimeInterval {
    switch self {
    case .constant(let delay):
      return Self.sanitized(delay)
    case .exponential(let base, let multiplier, let max):
      let limit = Self.sanitized(max)
      let start = Self.sanitized(base)
      let factor = Swift.max(Self.sanitized(multiplier), 1)
      var ceiling = Swift.min(start, limit)
      // Grow step by step, stopping at the cap, so no retry number overflows or loops long.
      var step = 1
      while step < retry, factor > 1, ceiling > 0, ceiling < limit {
        ceiling = Swift.min(ceiling * factor, limit)
        step += 1
      }
      return ceiling
    }
  }

  /// The wait before retry `retry`.
  ///
  /// - Parameters:
  ///   - retry: which retry, counting from 1.
  ///   - random: a source of numbers in `0...1` for the jitter; values outside are clamped.
  /// - Returns: seconds: the constant, or a jittered fraction of ``ceiling(forRetry:)``.
  public func delay(forRetry retry: Int, random: () -> Double) -> TimeInterval {
    switch self {
    case .constant:
      return ceiling(forRetry: retry)
    case .exponential:
      let unit = random()
      let fraction = unit.isFinite ? Swift.min(Swift.max(unit, 0), 1) : 0
      return ceiling(forRetry: retry) * fraction
    }
  }

  private static func sanitized(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
