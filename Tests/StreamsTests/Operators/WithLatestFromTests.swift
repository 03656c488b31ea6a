import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct WithLatestFromTests {
  @Test func combinesEachElementWithTheLatestOfTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .completed(300),
    ])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    #expect(res.events == [.next(230, "2a"), .next(250, "3b"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 245)])
  }

  @Test func withoutSelectorEmitsTheSecondsElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(250, 2), .completed(260)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    #expect(res.events == [.next(230, "a"), .next(250, "b"), .completed(260)])
    #expect(ys.subscriptions == [Subscription(200, 260)])
  }

  @Test func secondErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 5), .error(240, TestError.boom)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.next(230, 6), .error(240, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func firstErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 5)])
    let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func throwingSelectorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2)])
    let ys = scheduler.createHotObservable([.next(220, 5)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.withLatestFrom(ys) { left, right in
        if left == 2 { throw TestError.boom }
        return left + right
      }
    }
    #expect(res.events == [.next(230, 6), .error(240, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
    #expect(ys.subscriptions == [Subscription(200, 240)])
  }

  @Test func subscribesTheSecondFirst() {
    var received: [String] = []
    _ = Observable.of(1, 2).withLatestFrom(Observable.just("a")) { "\($0)\($1)" }
      .subscribe(onNext: { received.append($0) })
    #expect(received == ["1a", "2a"])
  }

  @Test func disposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(230, 1), .next(260, 2)])
    let ys = scheduler.createHotObservable([.next(220, 5)])
    let res = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) { $0 + $1 } }
    #expect(res.events == [.next(230, 6)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }
}
