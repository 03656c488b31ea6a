import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DelaySubscriptionTests {
  @Test func subscribesAfterDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(240, 3), .completed(300)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  @Test func coldSourceStartsAtTheDelayedSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(240, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(230, 250)])
  }

  @Test func forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.error(240, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(230, 240)])
  }

  @Test func disposalBeforeDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start(disposed: 220) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions.isEmpty)
    #expect(scheduler.clock == 220)
  }

  @Test func disposalAfterSubscriptionDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(240, 1), .next(300, 2)])
    let res = scheduler.start(disposed: 280) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(res.events == [.next(240, 1)])
    #expect(xs.subscriptions == [Subscription(230, 280)])
  }
}
