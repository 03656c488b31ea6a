import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ThrottleTests {
  static func events() -> [Recorded<Event<Int>>] {
    [
      .next(150, 0), .next(210, 1), .next(250, 2), .next(290, 3), .next(400, 4), .next(520, 5),
      .completed(600),
    ]
  }

  @Test func latestSendsFirstThenLastOfEachWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.events())
    let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
    // 1 opens a window until 310, which sends the last held element, 3, and opens the next;
    // 4 arrives 90 after that, so it waits until 410; 5 comes 110 after 4 and goes at once.
    #expect(
      res.events == [
        .next(210, 1), .next(310, 3), .next(410, 4), .next(520, 5), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func withoutLatestDropsElementsInsideTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.events())
    let res = scheduler.start { xs.throttle(.seconds(100), latest: false, scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(400, 4), .next(520, 5), .completed(600)])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func completionWaitsForHeldElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])
    let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(310, 2), .completed(310)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func completionWithNothingHeldIsImmediate() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(260)])
    let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func errorIsForwardedAtOnceAndDropsHeldElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(250, 2), .error(260, TestError.boom),
    ])
    let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .error(260, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func disposalCancelsPendingTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let res = scheduler.start(disposed: 280) { xs.throttle(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 280)])
    // The timer due at 310 was cancelled: running it would have moved the clock there.
    #expect(scheduler.clock == 280)
  }
}
