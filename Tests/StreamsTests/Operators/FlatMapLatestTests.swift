import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct FlatMapLatestTests {
  @Test func disposesThePreviousInnerWhenANewOneArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(40)])
    let second = scheduler.createColdObservable([.next(10, 20), .next(20, 21), .completed(30)])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(230)])
    let res = scheduler.start {
      xs.flatMapLatest { $0 == 1 ? first.asObservable() : second.asObservable() }
    }
    #expect(res.events == [.next(220, 10), .next(235, 20), .next(245, 21), .completed(255)])
    #expect(first.subscriptions == [Subscription(210, 225)])
    #expect(second.subscriptions == [Subscription(225, 255)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func completesWhenOuterCompletesAfterTheLastInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start { xs.flatMapLatest { _ in inner.asObservable() } }
    #expect(res.events == [.next(220, 1), .completed(300)])
    #expect(inner.subscriptions == [Subscription(210, 230)])
  }

  @Test func innerErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
    let res = scheduler.start { xs.flatMapLatest { _ in inner.asObservable() } }
    #expect(res.events == [.next(215, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func errorOfADisposedInnerIsIgnored() {
    let old = ManualSource<Int>()
    let new = ManualSource<Int>()
    let outer = ManualSource<Observable<Int>>()
    var events: [Event<Int>] = []
    let subscription = outer.asObservable().flatMapLatest { $0 }.subscribe { events.append($0) }
    outer.onNext(old.asObservable())
    old.onNext(1)
    outer.onNext(new.asObservable())
    #expect(!old.hasObservers)
    old.onError(TestError.boom)
    new.onNext(2)
    #expect(events == [.next(1), .next(2)])
    subscription.dispose()
  }

  @Test func throwingSelectorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(5, 1)])
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.flatMapLatest { value -> Observable<Int> in
        if value == 1 { throw TestError.boom }
        return inner.asObservable()
      }
    }
    #expect(res.events == [.next(215, 1), .error(220, TestError.boom)])
    #expect(inner.subscriptions == [Subscription(210, 220)])
  }

  @Test func switchLatestFollowsTheNewestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(400)])
    let b = scheduler.createHotObservable([.next(225, 3), .next(240, 4), .completed(250)])
    let xs = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(230, b.asObservable()), .completed(245),
    ])
    let res = scheduler.start { xs.switchLatest() }
    #expect(res.events == [.next(215, 1), .next(240, 4), .completed(250)])
    #expect(a.subscriptions == [Subscription(210, 230)])
    #expect(b.subscriptions == [Subscription(230, 250)])
  }

  @Test func switchLatestDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
    let xs = scheduler.createHotObservable([.next(210, a.asObservable())])
    let res = scheduler.start(disposed: 220) { xs.switchLatest() }
    #expect(res.events == [.next(215, 1)])
    #expect(a.subscriptions == [Subscription(210, 220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
