import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DelayTests {
  @Test func shiftsElementsAndCompletionByDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    #expect(xs.subscriptions == [Subscription(200, 550)])
  }

  @Test func keepsEachEventsOwnDelayInABurstOneActionPerEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    // RxSwift's timing: 2 is due at 310 too, but goes out in an action of its own, which the
    // test scheduler runs a tick after the one that sent 1.
    #expect(res.events == [.next(310, 1), .next(311, 2), .next(330, 3), .completed(340)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func errorIsNotDelayedAndDropsWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(250, 2), .error(330, TestError.boom),
    ])
    let res = scheduler.start(disposed: 340) { xs.delay(.seconds(100), scheduler: scheduler) }
    // 1 was due at 310 and went out; 2 (due at 350) was still waiting when the error came.
    #expect(res.events == [.next(310, 1), .error(330, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 330)])
    // The timer for 2 was cancelled with it: running it would have moved the clock to 350.
    #expect(scheduler.clock == 340)
  }

  @Test func disposalCancelsPendingDeliveries() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start(disposed: 250) { xs.delay(.seconds(100), scheduler: scheduler) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(scheduler.clock == 250)
  }

  @Test func completionArrivingWithTheLastElementLandsATickAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(1).delay(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(300, 1), .completed(301)])
  }
}
