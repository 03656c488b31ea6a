import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct PrimitiveSequenceTimeTests {
  @Test func delayShiftsTheSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
    let res = scheduler.start { xs.asSingle().delay(.seconds(30), scheduler: scheduler) }
    // As RxSwift's `test_delay`: the completion is delay's next action, a tick later.
    #expect(res.events == [.next(240, 1), .completed(241)])
  }

  @Test func delaySubscriptionSubscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(20), scheduler: scheduler)
    }
    #expect(res.events == [.next(230, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(220, 230)])
  }

  @Test func timeoutFailsASlowSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.error(250, RxError.timeout)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func timeoutSwitchesToTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let res = scheduler.start {
      xs.asSingle().timeout(.seconds(50), other: .just(9), scheduler: scheduler)
    }
    #expect(res.events == [.next(250, 9), .completed(250)])
  }

  @Test func timeoutLetsAFastSingleThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(220)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(220, 1), .completed(220)])
  }

  @Test func subscribeOnSubscribesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(10, Never.self)])
    let res = scheduler.start { xs.asCompletable().subscribe(on: scheduler) }
    #expect(res.events == [.completed(211)])
    // `asCompletable()` reaches the test observable through `asObservable()`, whose `create`
    // releases it at its completion, as RxSwift's does.
    #expect(xs.subscriptions == [Subscription(201, 211)])
  }
}
