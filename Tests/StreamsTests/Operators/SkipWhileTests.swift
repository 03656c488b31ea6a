import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SkipWhileTests {
  @Test func emitsFromFirstFailingElementOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
    #expect(res.events == [.next(230, 5), .next(240, 1), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func predicateStopsBeingCalledOnceItFails() {
    var calls = 0
    _ = Observable.of(1, 5, 1, 1).skip(while: { value in
      calls += 1
      return value < 4
    }).subscribe()
    #expect(calls == 2)
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.skip(while: { $0 < 4 }) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownErrorEndsSequenceAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 9)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.skip(while: { value in
        if value == 3 { throw TestError.boom }
        return true
      })
    }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 7), .next(500, 8)])
    let res = scheduler.start(disposed: 400) { xs.skip(while: { $0 < 4 }) }
    #expect(res.events == [.next(220, 7)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
