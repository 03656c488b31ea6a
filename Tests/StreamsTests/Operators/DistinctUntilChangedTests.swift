import Streams
import StreamsTest
import TestSupport
import Testing

private struct Item: Equatable {
  let letter: String
  let number: Int
}

@Suite(.checksResources)
struct DistinctUntilChangedTests {
  @Test func dropsConsecutiveDuplicates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1),
      .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged() }
    #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func keySelectorComparesKeys() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Item(letter: "a", number: 1)), .next(220, Item(letter: "a", number: 2)),
      .next(230, Item(letter: "b", number: 3)), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { $0.letter }.map { $0.number } }
    #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
  }

  @Test func comparerDecidesEquality() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 12), .next(240, 13), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged { $0 % 10 == $1 % 10 } }
    #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 13), .completed(300)])
  }

  @Test func comparerComparesWithLastEmittedElement() {
    var received: [Int] = []
    _ = Observable.of(1, 1, 2, 1).distinctUntilChanged { $0 != $1 }
      .subscribe(onNext: { received.append($0) })
    #expect(received == [1, 1, 1])
  }

  @Test func keyPathComparesProperty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Item(letter: "a", number: 1)), .next(220, Item(letter: "a", number: 2)),
      .next(230, Item(letter: "b", number: 2)), .completed(300),
    ])
    let res = scheduler.start { xs.distinctUntilChanged(at: \.number).map { $0.letter } }
    #expect(res.events == [.next(210, "a"), .next(220, "a"), .completed(300)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.distinctUntilChanged() }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownKeySelectorErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.distinctUntilChanged { (value: Int) -> Int in
        if value == 2 { throw TestError.boom }
        return value
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownComparerErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError.other }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 400) { xs.distinctUntilChanged() }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
