import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct RetryAfterTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT.
  private let now = Date(timeIntervalSince1970: 784_111_777)

  @Test func readsDelaySeconds() {
    #expect(RetryAfter.interval(from: "120", relativeTo: now) == 120)
    #expect(RetryAfter.interval(from: " 0 ", relativeTo: now) == 0)
  }

  @Test func readsAllThreeHTTPDateForms() {
    #expect(RetryAfter.interval(from: "Sun, 06 Nov 1994 08:51:07 GMT", relativeTo: now) == 90)
    #expect(RetryAfter.interval(from: "Sunday, 06-Nov-94 08:51:07 GMT", relativeTo: now) == 90)
    #expect(RetryAfter.interval(from: "Sun Nov  6 08:51:07 1994", relativeTo: now) == 90)
    #expect(
      RetryAfter.interval(from: "Thu, 29 Feb 1996 00:00:00 GMT", relativeTo: now) == 41_440_223)
  }

  @Test func aPastDateMeansNow() {
    #expect(RetryAfter.interval(from: "Sat, 05 Nov 1994 08:49:37 GMT", relativeTo: now) == 0)
  }

  @Test func twoDigitYearsFollowRFC9110() {
    // 50 years ahead of 1994 is 2044: "44" is 2044, "45" would be 2045, so 1945.
    let in2044 = RetryAfter.interval(from: "Sunday, 06-Nov-44 08:49:37 GMT", relativeTo: now)
    #expect(in2044 == 1_577_923_200)
    #expect(RetryAfter.interval(from: "Monday, 06-Nov-45 08:49:37 GMT", relativeTo: now) == 0)
  }

  @Test(arguments: [
    "", "soon", "-5", "1.5", "+5", "12a", "99999999999999999999999",
    "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 31 Nov 1994 08:49:37 GMT",
    "Sun, 29 Feb 1995 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:60:37 GMT", "Sun, 06 Nov 1994 08:49:37 PST",
    "Sun, 06 Foo 1994 08:49:37 GMT", "Sun 06 Nov 1994 08:49:37 GMT",
    "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, +6 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
    "Sun Nov  6 08:49 1994",
  ])
  func rejectsInvalidValues(value: String) {
    #expect(RetryAfter.interval(from: value, relativeTo: now) == nil)
  }

  @Test func responsesReadTheHeaderWhateverItsCase() {
    let response = makeResponse(429, headers: ["retry-after": "Sun, 06 Nov 1994 08:50:37 GMT"])
    #expect(response.retryAfter(relativeTo: now) == 60)
    #expect(makeResponse(429, headers: ["Retry-After": "7"]).retryAfter() == 7)
    #expect(makeResponse(429).retryAfter() == nil)
  }
}
