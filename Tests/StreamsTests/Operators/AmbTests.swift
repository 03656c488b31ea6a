import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct AmbTests {
  @Test func firstToEmitWinsAndTheOtherIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.next(210, 2), .next(230, 3), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func errorFirstWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, TestError.boom, Int.self)])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.error(210, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }

  @Test func completionFirstWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1)])
    let ys = scheduler.createHotObservable([.completed(210, Int.self)])
    let res = scheduler.start { xs.amb(ys) }
    #expect(res.events == [.completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func staticAmbOfThree() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(230, 1)])
    let b = scheduler.createHotObservable([.next(220, 2), .error(240, TestError.boom)])
    let c = scheduler.createHotObservable([.next(225, 3)])
    let res = scheduler.start {
      Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()])
    }
    #expect(res.events == [.next(220, 2), .error(240, TestError.boom)])
    #expect(a.subscriptions == [Subscription(200, 220)])
    #expect(b.subscriptions == [Subscription(200, 240)])
    #expect(c.subscriptions == [Subscription(200, 220)])
  }

  @Test func synchronousWinnerDisposesLaterSources() {
    // As in RxSwift, every source is subscribed before a synchronous one takes its turn.
    let later = ManualSource<Int>()
    var received: [Int] = []
    _ = Observable.amb([Observable.of(1, 2), later.asObservable()])
      .subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2])
    #expect(later.subscribeCount == 1)
    #expect(!later.hasObservers)
  }

  @Test func emptyAmbNeverEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.amb([]) }
    #expect(res.events == [])
  }

  @Test func disposalBeforeAnyEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 1)])
    let ys = scheduler.createHotObservable([.next(310, 2)])
    let res = scheduler.start(disposed: 250) { xs.amb(ys) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }
}
