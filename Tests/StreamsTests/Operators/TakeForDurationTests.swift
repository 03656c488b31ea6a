import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TakeForDurationTests {
  @Test func completesWhenDurationEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(250, 2), .next(310, 3), .completed(400),
    ])
    let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .next(250, 2), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func sourceCompletionEndsEarlyAndCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start(disposed: 250) {
      xs.take(for: .seconds(100), scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(scheduler.clock == 250)
  }

  @Test func forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let res = scheduler.start(disposed: 250) {
      xs.take(for: .seconds(100), scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    // Only the source's own event at 260 ran after the disposal: the timer due at 300 did not.
    #expect(scheduler.clock == 260)
  }
}
