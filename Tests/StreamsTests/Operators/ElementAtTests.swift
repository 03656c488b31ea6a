import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ElementAtTests {
  @Test func emitsElementAtIndexThenCompletesAndDisposes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let res = scheduler.start { xs.element(at: 1) }
    #expect(res.events == [.next(220, "b"), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func indexZeroTakesTheFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
    let res = scheduler.start { xs.element(at: 0) }
    #expect(res.events == [.next(210, "a"), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func completionBeforeIndexFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
    let res = scheduler.start { xs.element(at: 3) }
    #expect(res.events == [.error(300, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func negativeIndexFailsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
    let res = scheduler.start { xs.element(at: -1) }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, TestError.boom)])
    let res = scheduler.start { xs.element(at: 2) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalBeforeIndexEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(500, "b")])
    let res = scheduler.start(disposed: 400) { xs.element(at: 1) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func stopsASynchronousSource() {
    var pulled = 0
    let lazy = (0..<1_000_000).lazy.map { value -> Int in
      pulled += 1
      return value
    }
    var received: [Int] = []
    _ = Observable.from(lazy).element(at: 2).subscribe(onNext: { received.append($0) })
    #expect(received == [2])
    #expect(pulled == 3)
  }
}
