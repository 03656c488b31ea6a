import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// `Retry-After` values as a hostile server sends them: a delay is `nil` or finite and never
/// negative, and every form RFC 9110 allows gives exactly the wait it names.
@Suite(.checksResources)
struct RetryAfterFuzzTests {
  static let seeds = [
    "120", "0", " 5 ", "Wed, 21 Oct 2015 07:28:00 GMT", "Sunday, 06-Nov-94 08:49:37 GMT",
    "Sun Nov  6 08:49:37 1994", "Fri, 31 Dec 9999 23:59:59 GMT", "Thu, 01 Jan 1970 00:00:00 GMT",
  ]
  static let tokens = [
    "GMT", "UTC", "Mon,", "Sunday,", "Feb", "29", "31", "00", "23:59:60", "24:00:00", "-",
    "--", ":", "1994", "0000", "99", " ",
  ]
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  /// A time between 1900 and 2200: a clock a device could show.
  static func now(_ fuzz: inout FuzzCase) -> Date {
    Date(timeIntervalSince1970: Double(fuzz.int(in: -2_208_988_800...7_258_118_400)))
  }

  @Test func anyValueGivesNilOrAFiniteNonNegativeDelay() {
    Fuzz.cases("retry-after", count: 300) { fuzz in
      let value = fuzz.text(seeds: Self.seeds, tokens: Self.tokens, maxCount: 2_048)
      let now = Self.now(&fuzz)
      let delay = RetryAfter.interval(from: value, relativeTo: now)
      if let delay {
        #expect(delay.isFinite && delay >= 0, "\(fuzz): \(value.debugDescription) → \(delay)")
      }
      let response = makeResponse(503, headers: ["Retry-After": value])
      #expect(response.retryAfter(relativeTo: now) == delay, "\(fuzz)")
    }
  }

  @Test func delaySecondsGiveTheirValue() {
    Fuzz.cases("retry-after-seconds", count: 300) { fuzz in
      let seconds = fuzz.chance(50) ? fuzz.int(in: 0...86_400) : fuzz.int(in: 0...Int.max)
      let zeros = String(repeating: "0", count: fuzz.int(in: 0...3))
      let value = fuzz.pick(["", " ", "\t"]) + zeros + "\(seconds)" + fuzz.pick(["", " "])
      let delay = RetryAfter.interval(from: value, relativeTo: Date())
      #expect(delay == TimeInterval(seconds), "\(fuzz): \(value.debugDescription)")
    }
  }

  @Test func everyDateFormGivesTheTimeUntilIt() throws {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let longDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    try Fuzz.cases("retry-after-dates", count: 400) { fuzz in
      let now = Self.now(&fuzz)
      let form = fuzz.int(in: 0...2)
      // RFC 850's two-digit year reads as within 50 years of now: stay inside that window.
      let span = form == 1 ? 49 * 365 * 86_400 : 400 * 365 * 86_400
      let offset = fuzz.int(in: -span...span)
      let date = now.addingTimeInterval(TimeInterval(offset))
      let parts = Self.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
      let year = try #require(parts.year)
      guard (1_000...9_999).contains(year) else { return }
      let month = months[try #require(parts.month) - 1]
      let weekday = try #require(parts.weekday) - 1
      let day = try #require(parts.day)
      let time = [parts.hour, parts.minute, parts.second].map { two($0 ?? 0) }
        .joined(separator: ":")
      let value =
        switch form {
        case 0: "\(days[weekday]), \(two(day)) \(month) \(year) \(time) GMT"
        case 1: "\(longDays[weekday]), \(two(day))-\(month)-\(two(year % 100)) \(time) GMT"
        default: "\(days[weekday]) \(month) \(day < 10 ? " \(day)" : "\(day)") \(time) \(year)"
        }
      let delay = RetryAfter.interval(from: value, relativeTo: now)
      let whole = date.timeIntervalSince1970.rounded(.down) - now.timeIntervalSince1970
      #expect(delay == max(0, whole), "\(fuzz): \(value) from \(now)")
    }
  }

  private func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
