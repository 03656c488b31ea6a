import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MapTests {
  @Test func transformsEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 10 } }
    #expect(res.events == [.next(210, 20), .next(220, 30), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.map { $0 + 1 } }
    #expect(res.events == [.next(210, 3), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownErrorEndsSequenceAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.map { value in
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
    let res = scheduler.start(disposed: 400) { xs.map { $0 } }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func releasesTransformAfterDisposal() {
    weak var weakProbe: Probe?
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      // A source that keeps its observer until disposed, like a pending request.
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      subscription = pending.map { _ in probe }.subscribe()
    }
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
  }
}
