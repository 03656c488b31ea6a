import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3), sent with `429` and `503`.
extension Response {
  /// How long to wait before retrying, from the `Retry-After` header.
  ///
  /// - Parameter now: the time an HTTP-date value is measured from; the current time by
  ///   default.
  /// - Returns: the seconds to wait (a date already past gives `0`), or `nil` without a valid
  ///   header.
  public func retryAfter(relativeTo now: Date = Date()) -> TimeInterval? {
    header("Retry-After").flatMap { RetryAfter.interval(from: $0, relativeTo: now) }
  }
}

/// Parses `Retry-After` values.
public enum RetryAfter {
  /// The delay a `Retry-After` value asks for.
  ///
  /// - Parameters:
  ///   - value: delay-seconds (`120`) or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`, or an
  ///     obsolete RFC 850 or asctime date); surrounding whitespace is ignored.
  ///   - now: the time a date is measured from.
  /// - Returns: the seconds to wait, `0` for a past date; `nil` when the value is neither form
  ///   (negative, fractional, empty or garbage).
  public static func interval(from value: String, relativeTo now: Date) -> TimeInterval? {
    let text = value.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return nil }
    if text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      return Int(text).map(TimeInterval.init)
    }
    guard let date = HTTPDate.parse(text, now: now) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}
