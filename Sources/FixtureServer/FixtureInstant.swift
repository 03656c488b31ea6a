import Dispatch

/// A moment on the monotonic clock, for deadlines and for measuring the gap between two events.
///
/// Swift's `ContinuousClock` needs macOS 13 / iOS 16, above the package's floor; this reads
/// `DispatchTime` (uptime in nanoseconds, which on Apple platforms pauses while the machine
/// sleeps), available everywhere. Instants compare only within one run of the process.
///
/// ```swift
/// let started = FixtureInstant.now
/// server.stop()
/// #expect(started.duration(to: .now) < .seconds(2))
/// ```
public struct FixtureInstant: Sendable, Hashable, Comparable {
  /// Nanoseconds of uptime.
  let uptime: Int64

  /// The current moment.
  public static var now: FixtureInstant {
    FixtureInstant(uptime: Int64(clamping: DispatchTime.now().uptimeNanoseconds))
  }

  /// The span from this moment to `other` (negative when `other` came first).
  ///
  /// - Parameter other: The later moment.
  /// - Returns: The span between them.
  public func duration(to other: FixtureInstant) -> FixtureDuration {
    other - self
  }

  /// How long ago this moment was.
  public var elapsed: FixtureDuration { duration(to: .now) }

  /// How long `body` takes to run.
  ///
  /// - Parameter body: The work to time.
  /// - Returns: The span it took.
  /// - Throws: What `body` throws.
  public static func measure(_ body: () throws -> Void) rethrows -> FixtureDuration {
    let started = now
    try body()
    return started.elapsed
  }

  /// Whether `lhs` came before `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A moment.
  ///   - rhs: Another moment.
  /// - Returns: Whether `lhs` is the earlier.
  public static func < (lhs: FixtureInstant, rhs: FixtureInstant) -> Bool {
    lhs.uptime < rhs.uptime
  }

  /// The moment `duration` after `instant`.
  ///
  /// - Parameters:
  ///   - instant: A moment.
  ///   - duration: The span to move by (backwards when negative).
  /// - Returns: The moved moment.
  public static func + (instant: FixtureInstant, duration: FixtureDuration) -> FixtureInstant {
    FixtureInstant(uptime: (FixtureDuration(nanoseconds: instant.uptime) + duration).inNanoseconds)
  }

  /// The span from `rhs` to `lhs`.
  ///
  /// - Parameters:
  ///   - lhs: The later moment.
  ///   - rhs: The earlier moment.
  /// - Returns: The span between them.
  public static func - (lhs: FixtureInstant, rhs: FixtureInstant) -> FixtureDuration {
    FixtureDuration(nanoseconds: lhs.uptime) - FixtureDuration(nanoseconds: rhs.uptime)
  }
}
