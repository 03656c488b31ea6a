import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SkipTests {
  @Test func dropsLeadingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.skip(2) }
    #expect(res.events == [.next(230, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func zeroOrNegativeDropsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let zero = scheduler.start { xs.skip(0) }
    #expect(zero.events == [.next(210, 1), .completed(300)])
    let other = TestScheduler(initialClock: 0)
    let ys = other.createHotObservable([.next(210, 1), .completed(300)])
    let negative = other.start { ys.skip(-3) }
    #expect(negative.events == [.next(210, 1), .completed(300)])
  }

  @Test func countBeyondSourceOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.skip(5) }
    #expect(res.events == [.completed(300)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.skip(1) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3)])
    let res = scheduler.start(disposed: 400) { xs.skip(1) }
    #expect(res.events == [.next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
