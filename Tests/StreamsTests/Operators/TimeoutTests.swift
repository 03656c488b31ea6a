import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TimeoutTests {
  @Test func forwardsEverythingWhenElementsComeInTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .next(330, 2), .completed(400)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(250, 1), .next(330, 2), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func failsWhenNoElementComesWithinDueTimeOfTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .next(420, 2), .completed(500)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(250, 1), .error(350, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 350)])
  }

  @Test func countsTheFirstWaitFromSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(310, 1)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.error(300, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .error(300, TestError.boom)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(250, 1), .error(300, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func switchesToOtherOnTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .next(400, 2), .completed(500)])
    let other = scheduler.createColdObservable([
      .next(10, 100), .next(20, 200), .completed(30),
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: other, scheduler: scheduler) }
    #expect(
      res.events == [.next(250, 1), .next(360, 100), .next(370, 200), .completed(380)])
    #expect(xs.subscriptions == [Subscription(200, 350)])
    #expect(other.subscriptions == [Subscription(350, 380)])
  }

  @Test func otherIsNeverSubscribedWithoutTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
    let other = scheduler.createColdObservable([Recorded.next(10, 100)])
    let res = scheduler.start { xs.timeout(.seconds(100), other: other, scheduler: scheduler) }
    #expect(res.events == [.next(250, 1), .completed(300)])
    #expect(other.subscriptions.isEmpty)
  }

  @Test func disposalCancelsTimerAndFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(250, 1)])
    let other = scheduler.createColdObservable([Recorded.next(10, 100)])
    let res = scheduler.start(disposed: 300) {
      xs.timeout(.seconds(100), other: other, scheduler: scheduler)
    }
    #expect(res.events == [.next(250, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(other.subscriptions.isEmpty)
    #expect(scheduler.clock == 300)
  }

  @Test func disposalAfterSwitchDisposesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(900)])
    let other = scheduler.createColdObservable([.next(10, 100), .next(100, 200)])
    let res = scheduler.start(disposed: 400) {
      xs.timeout(.seconds(100), other: other, scheduler: scheduler)
    }
    #expect(res.events == [.next(310, 100)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(other.subscriptions == [Subscription(300, 400)])
  }
}
