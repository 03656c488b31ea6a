import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SkipUntilTests {
  @Test func forwardsElementsAfterTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again")])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.next(230, 3), .next(240, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func completionBeforeTheOtherEmitsIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let other = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.completed(250)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  @Test func otherErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let other = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceErrorIsForwardedEvenWhileSkipping() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let other = scheduler.createHotObservable([.next(230, 0)])
    let res = scheduler.start(disposed: 250) { xs.skip(until: other) }
    #expect(res.events == [.next(240, 2)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 230)])
  }
}
