import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CompactMapTests {
  @Test func keepsNonNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.compactMap { $0 % 2 == 0 ? $0 * 10 : nil } }
    #expect(res.events == [.next(220, 20), .next(240, 40), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.compactMap { Optional($0) } }
    #expect(res.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownErrorEndsSequenceAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.compactMap { value -> Int? in
        if value == 2 { throw TestError.boom }
        return value
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 400) { xs.compactMap { Optional($0) } }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
