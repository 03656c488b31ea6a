import Foundation

/// A span of real time for the fixture server's timeouts, delays and measurements.
///
/// Swift's `Duration` needs macOS 13 / iOS 16, above the package's floor (macOS 10.15, iOS 13,
/// tvOS 13, watchOS 6); this type works at the floor and reads the same at a call site:
///
/// ```swift
/// server.route(.get, "/slow") { _ in FixtureResponse.json(["ok": true]).delayed(by: .seconds(2)) }
/// #expect(server.log.waitForRequests(count: 1, timeout: .milliseconds(500)))
/// ```
///
/// It counts whole nanoseconds in 64 bits (about 292 years either way); arithmetic and the
/// factories saturate at the ends instead of trapping.
public struct FixtureDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The span in nanoseconds, negative for a span backwards.
  public let inNanoseconds: Int64

  /// Creates a span of `nanoseconds`.
  ///
  /// - Parameter nanoseconds: The span in nanoseconds.
  public init(nanoseconds: Int64) { inNanoseconds = nanoseconds }

  /// No time at all.
  public static let zero = FixtureDuration(nanoseconds: 0)

  /// A span of whole seconds.
  ///
  /// - Parameter seconds: The seconds.
  /// - Returns: The span, saturated at the type's bounds.
  public static func seconds(_ seconds: Int) -> FixtureDuration { scaled(seconds, 1_000_000_000) }

  /// A span of seconds with a fraction, rounded to the nearest nanosecond.
  ///
  /// - Parameter seconds: The seconds; NaN counts as zero, infinities saturate.
  /// - Returns: The span.
  public static func seconds(_ seconds: Double) -> FixtureDuration {
    FixtureDuration(nanoseconds: clampedNanoseconds(seconds * 1e9))
  }

  /// A span of whole milliseconds.
  ///
  /// - Parameter milliseconds: The milliseconds.
  /// - Returns: The span, saturated at the type's bounds.
  public static func milliseconds(_ milliseconds: Int) -> FixtureDuration {
    scaled(milliseconds, 1_000_000)
  }

  /// A span of milliseconds with a fraction, rounded to the nearest nanosecond.
  ///
  /// - Parameter milliseconds: The milliseconds; NaN counts as zero, infinities saturate.
  /// - Returns: The span.
  public static func milliseconds(_ milliseconds: Double) -> FixtureDuration {
    FixtureDuration(nanoseconds: clampedNanoseconds(milliseconds * 1e6))
  }

  /// A span of whole microseconds.
  ///
  /// - Parameter microseconds: The microseconds.
  /// - Returns: The span, saturated at the type's bounds.
  public static func microseconds(_ microseconds: Int) -> FixtureDuration {
    scaled(microseconds, 1_000)
  }

  /// A span of whole nanoseconds.
  ///
  /// - Parameter nanoseconds: The nanoseconds.
  /// - Returns: The span.
  public static func nanoseconds(_ nanoseconds: Int) -> FixtureDuration {
    FixtureDuration(nanoseconds: Int64(nanoseconds))
  }

  /// The span in seconds, as Foundation's APIs want it.
  public var timeInterval: TimeInterval { Double(inNanoseconds) / 1e9 }

  /// The span in milliseconds, with a fraction.
  public var milliseconds: Double { Double(inNanoseconds) / 1e6 }

  /// The span as Dispatch wants it (negative spans count as zero).
  public var dispatchInterval: DispatchTimeInterval {
    .nanoseconds(Int(clamping: max(0, inNanoseconds)))
  }

  /// The span in seconds, as in `0.25 seconds`.
  public var description: String { "\(timeInterval) seconds" }

  /// Whether `lhs` is shorter than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A span.
  ///   - rhs: Another span.
  /// - Returns: Whether `lhs` is the shorter.
  public static func < (lhs: FixtureDuration, rhs: FixtureDuration) -> Bool {
    lhs.inNanoseconds < rhs.inNanoseconds
  }

  /// The two spans together, saturated at the type's bounds.
  ///
  /// - Parameters:
  ///   - lhs: A span.
  ///   - rhs: Another span.
  /// - Returns: Their sum.
  public static func + (lhs: FixtureDuration, rhs: FixtureDuration) -> FixtureDuration {
    FixtureDuration(
      nanoseconds: saturating(lhs.inNanoseconds.addingReportingOverflow(rhs.inNanoseconds)))
  }

  /// `lhs` less `rhs`, saturated at the type's bounds.
  ///
  /// - Parameters:
  ///   - lhs: A span.
  ///   - rhs: The span to take away.
  /// - Returns: Their difference.
  public static func - (lhs: FixtureDuration, rhs: FixtureDuration) -> FixtureDuration {
    FixtureDuration(
      nanoseconds: saturating(lhs.inNanoseconds.subtractingReportingOverflow(rhs.inNanoseconds)))
  }

  /// The span repeated `count` times, saturated at the type's bounds.
  ///
  /// - Parameters:
  ///   - lhs: The span.
  ///   - count: How many times.
  /// - Returns: The longer span.
  public static func * (lhs: FixtureDuration, count: Int) -> FixtureDuration {
    FixtureDuration(
      nanoseconds: saturating(lhs.inNanoseconds.multipliedReportingOverflow(by: Int64(count))))
  }

  /// `value` units of `unit` nanoseconds each, saturated.
  private static func scaled(_ value: Int, _ unit: Int64) -> FixtureDuration {
    FixtureDuration(nanoseconds: saturating(Int64(value).multipliedReportingOverflow(by: unit)))
  }

  /// An overflowing result replaced by the bound it went past.
  private static func saturating(_ result: (partialValue: Int64, overflow: Bool)) -> Int64 {
    guard result.overflow else { return result.partialValue }
    // On overflow the wrapped value has the opposite sign of the true one.
    return result.partialValue < 0 ? .max : .min
  }

  /// A floating nanosecond count, rounded and clamped into `Int64`; NaN counts as zero.
  static func clampedNanoseconds(_ value: Double) -> Int64 {
    if value.isNaN { return 0 }
    let rounded = value.rounded()
    // 2^63, the first value past `Int64.max`, is exact as a `Double`.
    if rounded >= 0x1p63 { return .max }
    if rounded <= -0x1p63 { return .min }
    return Int64(rounded)
  }
}
