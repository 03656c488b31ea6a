import Streams
import StreamsTest
import TestSupport
import Testing

/// `concat()` of a sequence of sequences: the merge engine with one inner in flight
/// (`merge(maxConcurrent: 1)`, as in RxSwift).
@Suite(.checksResources)
struct ConcatInnerTests {
  @Test func innerSequencesRunOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, first.asObservable()), .next(220, second.asObservable()), .completed(230),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .next(230, 2), .next(250, 3), .completed(260)])
    #expect(outer.subscriptions == [Subscription(200, 230)])
    #expect(first.subscriptions == [Subscription(210, 240)])
    #expect(second.subscriptions == [Subscription(240, 260)])
  }

  @Test func innerConcatWaitsForOuterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, inner.asObservable()), .completed(300)])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .completed(300)])
    #expect(inner.subscriptions == [Subscription(210, 230)])
  }

  @Test func innerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let waiting = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, failing.asObservable()), .next(215, waiting.asObservable()), .completed(400),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(outer.subscriptions == [Subscription(200, 230)])
    #expect(waiting.subscriptions == [])
  }

  @Test func outerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let outer = scheduler.createHotObservable([
      .next(210, inner.asObservable()), .error(250, TestError.other),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(250, TestError.other)])
    #expect(inner.subscriptions == [Subscription(210, 250)])
  }

  @Test func innerConcatDisposalDisposesOuterAndInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
    let res = scheduler.start(disposed: 400) { outer.concat() }
    #expect(res.events == [.next(220, 1)])
    #expect(outer.subscriptions == [Subscription(200, 400)])
    #expect(inner.subscriptions == [Subscription(210, 400)])
  }

  @Test func innerConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
    let sources = (0..<100_000).map { Observable.just($0) }
    var count = 0
    var completed = false
    _ = Observable.from(sources).concat().subscribe(
      onNext: { _ in count += 1 }, onCompleted: { completed = true })
    #expect(count == 100_000)
    #expect(completed)
  }

  @Test func queuedInnersRunInArrivalOrderAndOuterCompletionWaitsForThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let c = scheduler.createColdObservable([.next(15, 3), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()),
      .completed(240),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(
      res.events == [.next(220, 1), .next(265, 2), .next(285, 3), .completed(290)])
    #expect(outer.subscriptions == [Subscription(200, 240)])
    #expect(a.subscriptions == [Subscription(210, 260)])
    #expect(b.subscriptions == [Subscription(260, 270)])
    #expect(c.subscriptions == [Subscription(270, 290)])
  }

  @Test func innerErrorAfterOuterCompletionEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .error(30, TestError.boom)])
    let outer = scheduler.createHotObservable([.next(210, inner.asObservable()), .completed(220)])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(240, TestError.boom)])
    #expect(outer.subscriptions == [Subscription(200, 220)])
    #expect(inner.subscriptions == [Subscription(210, 240)])
  }

  @Test func disposalLeavesQueuedInnersUnsubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let running = scheduler.createColdObservable([.next(10, 1)])
    let queued = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, running.asObservable()), .next(220, queued.asObservable()),
    ])
    let res = scheduler.start(disposed: 300) { outer.concat() }
    #expect(res.events == [.next(220, 1)])
    #expect(running.subscriptions == [Subscription(210, 300)])
    #expect(queued.subscriptions == [])
  }

  @Test func emptyOuterCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([.completed(250, Observable<Int>.self)])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.completed(250)])
  }

  /// A synchronous inner's elements reach the subscriber as it emits them, not after it has
  /// emitted everything: `take(1)` stops a thousand-element inner after one element.
  @Test func synchronousInnerElementsGoStraightThrough() {
    var produced = 0
    let inner = Observable.range(start: 0, count: 1_000).do(onNext: { _ in produced += 1 })
    var received: [Int] = []
    _ = Observable.just(inner).concat().take(1).subscribe(onNext: { received.append($0) })
    #expect(received == [0])
    #expect(produced == 1)
  }

  /// An inner sent to the outer while an inner runs (here from inside the running inner's
  /// subscription) waits for it.
  @Test func reentrantOuterElementWaitsForTheRunningInner() {
    let outer = PublishSubject<Observable<Int>>()
    let first = Observable<Int>.create { observer in
      outer.onNext(.of(3, 4))
      observer.onNext(1)
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []
    var completed = false
    let subscription = outer.concat().subscribe(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    outer.onNext(first)
    #expect(received == [1, 2, 3, 4])
    #expect(!completed)
    outer.onCompleted()
    #expect(completed)
    subscription.dispose()
  }

  @Test func hundredThousandSynchronousEmptyInnersDoNotGrowTheStack() {
    let sources = [Observable<Int>](repeating: .empty(), count: 100_000)
    var completed = false
    _ = Observable.from(sources).concat().subscribe(onCompleted: { completed = true })
    #expect(completed)
  }

  @Test func concatMapOfHundredThousandSynchronousInnersDoesNotGrowTheStack() {
    var received = 0
    var last = -1
    var completed = false
    _ = Observable.range(start: 0, count: 100_000).concatMap { Observable.just($0) }.subscribe(
      onNext: {
        received += 1
        last = $0
      }, onCompleted: { completed = true })
    #expect(received == 100_000)
    #expect(last == 99_999)
    #expect(completed)
  }
}
