import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DematerializeTests {
  @Test func emitsElementsAndEndsOnCompletedElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .next(220, Event.next(2)), .next(230, Event<Int>.completed),
      .next(240, Event.next(3)),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func errorElementFailsAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .next(220, Event<Int>.error(TestError.boom)), .completed(300),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(1)), .error(250, TestError.other, Event<Int>.self),
    ])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .error(250, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func forwardsUpstreamCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .completed(260)])
    let res = scheduler.start { xs.dematerialize() }
    #expect(res.events == [.next(210, 1), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(500, Event.next(2))])
    let res = scheduler.start(disposed: 400) { xs.dematerialize() }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
