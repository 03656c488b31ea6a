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

  /// An interval of `seconds`, clamped: negative becomes zero, too large or not finite becomes
  /// `.never`.
  @usableFromInline
  static func clamped(seconds: TimeInterval) -> DispatchTimeInterval {
    guard seconds > 0 else { return .nanoseconds(0) }
    let nanoseconds = seconds * 1_000_000_000
    guard nanoseconds.isFinite, nanoseconds < Double(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds.rounded()))
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
