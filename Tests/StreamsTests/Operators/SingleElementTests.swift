import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SingleElementTests {
  @Test func emptyFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func oneElementIsSentAsSoonAsItArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aSecondElementFailsWithMoreThanOneElementAndDisposes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 2), .error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func anErrorPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, TestError.boom, Int.self)])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.error(210, TestError.boom)])
  }

  @Test func predicateKeepsOnlyMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ])
    let res = scheduler.start { xs.single { $0 % 2 == 0 } }
    #expect(res.events == [.next(220, 2), .completed(250)])
  }

  @Test func predicateWithASecondMatchFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])
    let res = scheduler.start { xs.single { $0 % 2 == 0 } }
    #expect(res.events == [.next(210, 2), .error(230, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func predicateWithoutMatchFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.single { $0 > 5 } }
    #expect(res.events == [.error(250, RxError.noElements)])
  }

  @Test func throwingPredicateFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start {
      xs.single { value in
        if value == 2 { throw TestError.boom }
        return false
      }
    }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
