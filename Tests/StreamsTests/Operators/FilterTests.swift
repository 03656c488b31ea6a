import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct FilterTests {
  @Test func keepsMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
    #expect(res.events == [.next(220, 2), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.filter { value in
        if value == 2 { throw TestError.boom }
        return true
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.filter { _ in false } }
    #expect(res.events == [.error(220, TestError.boom)])
  }
}
