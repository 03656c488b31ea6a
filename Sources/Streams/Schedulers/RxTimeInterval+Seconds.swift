import Dispatch
import Foundation

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  @usableFromInline
  package var timeIntervalInSeconds: TimeInterval {
    switch self {
    case .seconds(let value): return TimeInterval(value)
    case .milliseconds(let value): return TimeInterval(value) / 1_000
    case .microseconds(let value): return TimeInterval(value) / 1_000_000
    case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// An interval of `seconds` that is safe whatever the number: the way to turn seconds from
  /// a caller, a header or arithmetic into a due time.
  ///
  /// `.nanoseconds(Int(seconds * 1e9))` traps when `seconds` is NaN, infinite or above about
  /// 292 years, and `.milliseconds(n)` or `.seconds(n)` can overflow inside Dispatch. This
  /// conversion never traps: zero, negative and NaN give an interval of zero, and an interval
  /// too long for nanoseconds in an `Int` (infinity included) gives `.never`, which every
  /// scheduler treats as "does not come".
  ///
  /// ```swift
  /// let wait = DispatchTimeInterval.clamped(seconds: retryAfter)   // from a server's header
  /// Observable<Int>.timer(wait, scheduler: scheduler)
  /// ```
  ///
  /// - Parameter seconds: the interval in seconds; any value.
  /// - Returns: `.nanoseconds` rounded to the nearest nanosecond, or `.never`.
  @inlinable
  public static func clamped(seconds: TimeInterval) -> DispatchTimeInterval {
    guard seconds > 0 else { return .nanoseconds(0) }
    let nanoseconds = seconds * 1_000_000_000
    // Below 2^63 (the first double above `Int.max`), so the rounded value fits.
    guard nanoseconds < 0x1p63 else { return .never }
    return .nanoseconds(Int.clamped(nanoseconds))
  }

  /// What is left at `now` of this interval started at `earlier`, clamped to zero or more.
  ///
  /// - Parameters:
  ///   - earlier: when the interval started.
  ///   - now: the current time.
  /// - Returns: the remaining interval, zero when it is over.
  @usableFromInline
  func remaining(since earlier: Date, now: Date) -> DispatchTimeInterval {
    let seconds = timeIntervalInSeconds
    guard seconds.isFinite else { return .never }
    return .clamped(seconds: seconds - now.timeIntervalSince(earlier))
  }
}
