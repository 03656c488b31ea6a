import Dispatch
import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

/// The one conversion of seconds to a due time, and the one of a floating value to `Int`: any
/// input, no trap.
@Suite(.checksResources)
struct ClampedSecondsTests {
  @Test(arguments: [
    (1.5, DispatchTimeInterval.nanoseconds(1_500_000_000)),
    (0.000_000_000_4, .nanoseconds(0)),
    (0.000_000_000_6, .nanoseconds(1)),
    (0, .nanoseconds(0)),
    (-3, .nanoseconds(0)),
    (-.infinity, .nanoseconds(0)),
    (.nan, .nanoseconds(0)),
    (9_223_372_036, .nanoseconds(9_223_372_036_000_000_000)),
    (1e10, .never),
    (.greatestFiniteMagnitude, .never),
    (.infinity, .never),
  ])
  func anyNumberOfSecondsBecomesAnInterval(seconds: Double, expected: DispatchTimeInterval) {
    #expect(DispatchTimeInterval.clamped(seconds: seconds) == expected)
  }

  @Test(arguments: [
    (2.5, FloatingPointRoundingRule.toNearestOrAwayFromZero, 3),
    (-0.5, .down, -1),
    (7.9, .towardZero, 7),
    (.nan, .up, 0),
    (.infinity, .down, Int.max),
    (-.infinity, .up, Int.min),
    (9.3e18, .down, Int.max),
    (-9.3e18, .down, Int.min),
    (0x1p63, .down, Int.max),
    (-0x1p63, .down, Int.min),
  ])
  func anyDoubleBecomesAnInt(value: Double, rule: FloatingPointRoundingRule, expected: Int) {
    #expect(Int.clamped(value, rounding: rule) == expected)
  }

  @Test func aTimerOfAnyLengthNeverTraps() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let res = scheduler.start(disposed: 2_000) {
      Observable.merge(
        Observable<Int>.timer(.clamped(seconds: .infinity), scheduler: scheduler),
        Observable<Int>.timer(.clamped(seconds: 1e10), scheduler: scheduler),
        Observable<Int>.timer(.clamped(seconds: .nan), scheduler: scheduler).map { _ in 7 })
    }
    #expect(res.events == [.next(201, 7)])
  }

  @Test func virtualTicksOfAnyIntervalNeverTrap() {
    let fine = TestScheduler(initialClock: 0, resolution: 1e-12)
    #expect(fine.ticks(.nanoseconds(.max)) == Int.max / 2)
    #expect(fine.ticks(.never) == Int.max / 2)
    #expect(fine.ticks(.milliseconds(3)) == 3_000_000_000)
  }
}
