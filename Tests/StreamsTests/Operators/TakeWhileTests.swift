import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TakeWhileTests {
  @Test func exclusiveCompletesAtFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.take(while: { $0 < 4 }) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func inclusiveEmitsFailingElementThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 1), .completed(300),
    ])
    let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func sourceCompletingFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start { xs.take(while: { $0 < 4 }) }
    #expect(res.events == [.next(210, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let res = scheduler.start { xs.take(while: { $0 < 4 }) }
    #expect(res.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownErrorEndsSequenceAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 1)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.take(while: { value in
        if value == 3 { throw TestError.boom }
        return true
      })
    }
    #expect(res.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(500, 3)])
    let res = scheduler.start(disposed: 400) { xs.take(while: { $0 < 4 }) }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func stopsSynchronousSource() {
    var pulled = 0
    let lazy = (0..<1_000).lazy.map { value -> Int in
      pulled += 1
      return value
    }
    var received: [Int] = []
    _ = Observable.from(lazy).take(while: { $0 < 3 }).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 1, 2])
    #expect(pulled == 4)
  }
}
