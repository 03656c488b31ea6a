import Foundation
import Streams

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

/// Parses HTTP dates (RFC 9110 §5.6.7) in all three forms a recipient must accept.
///
/// It uses arithmetic rather than a `DateFormatter` (no locale, no shared mutable state):
///
///     Sun, 06 Nov 1994 08:49:37 GMT     IMF-fixdate
///     Sunday, 06-Nov-94 08:49:37 GMT    obsolete RFC 850 (two-digit year)
///     Sun Nov  6 08:49:37 1994          obsolete asctime
enum HTTPDate {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  private static let shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  private static let longDays = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  /// The date `text` names, or `nil` when it is not an HTTP date.
  ///
  /// - Parameters:
  ///   - text: the date text.
  ///   - now: anchors RFC 850's two-digit years: a year more than 50 years ahead of `now`
  ///     means the century before.
  /// - Returns: the date.
  static func parse(_ text: String, now: Date) -> Date? {
    let tokens = text.split(separator: " ").map(String.init)
    switch tokens.count {
    case 6:
      // IMF-fixdate: day-name "," day month year time "GMT"
      guard tokens[0].hasSuffix(","), shortDays.contains(String(tokens[0].dropLast())),
        tokens[5] == "GMT", let day = number(tokens[1], digits: 2...2),
        let month = month(tokens[2]), let year = number(tokens[3], digits: 4...4)
      else { return nil }
      return date(year: year, month: month, day: day, time: tokens[4])
    case 4:
      // RFC 850: day-name-l "," day "-" month "-" 2DIGIT time "GMT"
      let parts = tokens[1].split(separator: "-", omittingEmptySubsequences: false)
      guard tokens[0].hasSuffix(","), longDays.contains(String(tokens[0].dropLast())),
        tokens[3] == "GMT", parts.count == 3, let day = number(parts[0], digits: 2...2),
        let month = month(String(parts[1])), let yy = number(parts[2], digits: 2...2)
      else { return nil }
      return date(year: fullYear(yy, now: now), month: month, day: day, time: tokens[2])
    case 5:
      // asctime: day-name month ( 2DIGIT / SP 1DIGIT ) time year
      guard shortDays.contains(tokens[0]), let month = month(tokens[1]),
        let day = number(tokens[2], digits: 1...2), let year = number(tokens[4], digits: 4...4)
      else { return nil }
      return date(year: year, month: month, day: day, time: tokens[3])
    default:
      return nil
    }
  }

  /// The value of a run of ASCII digits whose length is in `digits`.
  private static func number(_ text: some StringProtocol, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.utf8.count),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  private static func month(_ name: String) -> Int? {
    months.firstIndex(of: name).map { $0 + 1 }
  }

  private static func date(year: Int, month: Int, day: Int, time: String) -> Date? {
    let clock = time.split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, let hour = number(clock[0], digits: 2...2),
      let minute = number(clock[1], digits: 2...2), let second = number(clock[2], digits: 2...2),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year of `date`, in UTC; dates beyond a million years either side count as there.
  private static func year(of date: Date) -> Int {
    let seconds = min(max(date.timeIntervalSince1970, -3.2e13), 3.2e13)
    let days = Int.clamped(seconds / 86_400, rounding: .down) + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (shiftedMonth >= 10 ? 1 : 0)
  }

  /// RFC 9110: the two-digit year is read as this year or later, unless that is more than 50
  /// years ahead, in which case it is the most recent past year with those digits.
  private static func fullYear(_ yy: Int, now: Date) -> Int {
    let current = year(of: now)
    var year = current - current % 100 + yy
    if year < current { year += 100 }
    if year > current + 50 { year -= 100 }
    return year
  }
}
