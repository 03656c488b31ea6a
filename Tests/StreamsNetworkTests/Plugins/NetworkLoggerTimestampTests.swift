import Foundation
import StreamsNetwork
import TestSupport
import Testing

/// The logger's timestamp keeps the text `Date.formatted(date: .numeric, time: .shortened)`
/// wrote before (that API needs macOS 12 / iOS 15, above the floor): the short numeric date and
/// the hour and minute, in the locale's own order and separators.
@Suite(.checksResources)
struct NetworkLoggerTimestampTests {
  private typealias Formatter = NetworkLoggerPlugin.Configuration.Formatter
  private let moment = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

  @Test(arguments: [
    ("en_US", "11/14/2023, 10:13 PM"), ("en_GB", "14/11/2023, 22:13"),
    ("de_DE", "14.11.2023, 22:13"), ("fr_FR", "14/11/2023 22:13"), ("ja_JP", "2023/11/14 22:13"),
  ])
  func writesTheShortNumericDateAndTime(locale: String, expected: String) throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let stamp = Formatter.timestamp(moment, locale: Locale(identifier: locale), timeZone: utc)
    // Newer ICU puts a narrow no-break space before "PM".
    #expect(stamp.replacingOccurrences(of: "\u{202F}", with: " ") == expected)
  }

  @Test func followsTheTimeZone() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let stamp = Formatter.timestamp(moment, locale: Locale(identifier: "de_DE"), timeZone: tokyo)
    #expect(stamp == "15.11.2023, 07:13")
  }
}
