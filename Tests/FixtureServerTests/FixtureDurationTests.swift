import FixtureServer
import Testing

/// `FixtureDuration` and `FixtureInstant`, the floor-safe stand-ins for `Duration` and
/// `ContinuousClock` (both macOS 13 / iOS 16): exact factories, saturation instead of traps,
/// and a monotonic clock.
@Suite struct FixtureDurationTests {
  @Test func factoriesCountNanoseconds() {
    #expect(FixtureDuration.seconds(2).inNanoseconds == 2_000_000_000)
    #expect(FixtureDuration.milliseconds(250).inNanoseconds == 250_000_000)
    #expect(FixtureDuration.microseconds(3).inNanoseconds == 3_000)
    #expect(FixtureDuration.nanoseconds(7).inNanoseconds == 7)
    #expect(FixtureDuration.seconds(1.5) == .milliseconds(1_500))
    #expect(FixtureDuration.milliseconds(0.5) == .microseconds(500))
    #expect(FixtureDuration.milliseconds(250).timeInterval == 0.25)
    #expect(FixtureDuration.microseconds(1_500).milliseconds == 1.5)
    #expect(FixtureDuration.milliseconds(250).description == "0.25 seconds")
    #expect(FixtureDuration.zero.inNanoseconds == 0)
  }

  @Test func arithmeticAndOrder() {
    #expect(FixtureDuration.seconds(1) - .milliseconds(250) == .milliseconds(750))
    #expect(FixtureDuration.milliseconds(100) + .milliseconds(150) == .milliseconds(250))
    #expect(FixtureDuration.milliseconds(60) * 4 == .milliseconds(240))
    #expect(FixtureDuration.milliseconds(999) < .seconds(1))
    #expect(FixtureDuration.zero - .seconds(1) < .zero)
  }

  @Test func outOfRangeValuesSaturateInsteadOfTrapping() {
    #expect(FixtureDuration.seconds(Int.max).inNanoseconds == .max)
    #expect(FixtureDuration.milliseconds(Int.min).inNanoseconds == .min)
    #expect((FixtureDuration.seconds(Int.max) + .seconds(1)).inNanoseconds == .max)
    #expect((FixtureDuration.seconds(Int.min) - .seconds(1)).inNanoseconds == .min)
    #expect((FixtureDuration.seconds(1) * Int.max).inNanoseconds == .max)
    #expect((FixtureDuration.seconds(-1) * Int.max).inNanoseconds == .min)
    #expect(FixtureDuration.seconds(Double.infinity).inNanoseconds == .max)
    #expect(FixtureDuration.seconds(-Double.infinity).inNanoseconds == .min)
    #expect(FixtureDuration.seconds(1e300).inNanoseconds == .max)
    #expect(FixtureDuration.seconds(Double.nan) == .zero)
  }

  @Test func pollAndDispatchConversionsRoundUpAndClamp() {
    #expect(FixtureDuration.nanoseconds(1).pollMilliseconds == 1)
    #expect(FixtureDuration.microseconds(1_500).pollMilliseconds == 2)
    #expect(FixtureDuration.milliseconds(3).pollMilliseconds == 3)
    #expect(FixtureDuration.zero.pollMilliseconds == 0)
    #expect(FixtureDuration.seconds(-1).pollMilliseconds == 0)
    #expect(FixtureDuration.seconds(Int.max).pollMilliseconds == .max)
    #expect(FixtureDuration.milliseconds(5).dispatchInterval == .nanoseconds(5_000_000))
    #expect(FixtureDuration.seconds(-1).dispatchInterval == .nanoseconds(0))
  }

  @Test func instantsMoveForwardAndMeasureGaps() {
    let first = FixtureInstant.now
    let second = FixtureInstant.now
    #expect(first <= second)
    #expect(first.duration(to: second) >= .zero)
    #expect(second.duration(to: first) <= .zero)
    let later = first + .milliseconds(250)
    #expect(later - first == .milliseconds(250))
    #expect(first.duration(to: later) == .milliseconds(250))
    #expect(later > first)
    #expect(first + .seconds(Int.max) > later)
    #expect(first.elapsed >= .zero)
    let outer = FixtureInstant.now
    var inner = FixtureDuration.zero
    let measured = FixtureInstant.measure { inner = outer.elapsed }
    #expect(measured >= .zero && measured <= outer.elapsed)
    #expect(inner <= outer.elapsed)
  }
}
