import RxSwift
import RxTest
import TestSupport
import Testing

/// RxSwift's `Infallible` operators whose selectors return any sequence, and its `merge` over a
/// collection, with the original imports only.
@Suite(.checksResources)
struct InfallibleFlatMapTests {
  @Test func flatMapTakesASelectorThatReturnsAnObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).flatMap { value in
        Observable.just(value * 10, scheduler: scheduler)
      }
    }
    #expect(res.events == [.next(211, 10), .next(221, 20), .completed(300)])
  }

  @Test func flatMapLatestFollowsOnlyTheLatestInnerObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
        Observable<Int>.interval(.seconds(20), scheduler: scheduler).map { value * 10 + $0 }
          .take(3)
      }
    }
    // At 250 the outer element comes first and switches away before the first inner's tick.
    #expect(
      res.events == [
        .next(230, 10), .next(270, 20), .next(290, 21), .next(310, 22), .completed(400),
      ])
  }

  @Test func flatMapFirstIgnoresElementsWhileASingleIsRunning() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(300, 3), .completed(400),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
        Single.just(value).delay(.seconds(50), scheduler: scheduler)
      }
    }
    #expect(res.events == [.next(260, 1), .next(350, 3), .completed(400)])
  }

  @Test func concatMapRunsInnerObservablesOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).concatMap { value in
        Observable.from([value, value], scheduler: scheduler)
      }
    }
    #expect(
      res.events == [.next(211, 1), .next(212, 1), .next(221, 2), .next(222, 2), .completed(230)]
    )
  }

  @Test func anInnerErrorGoesToTheDefaultErrorHandler() {
    let reported = Guarded<[String]>([])
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in reported.withLock { $0.append("\(error)") } }
    defer { Hooks.defaultErrorHandler = previous }
    var elements: [Int] = []
    _ = Infallible.just(1).flatMap { _ in Observable<Int>.error(Broken()) }
      .subscribe(onNext: { elements.append($0) })
    #expect(elements.isEmpty)
    #expect(reported.withLock { $0 } == ["Broken()"])
  }

  @Test func mergeOverACollectionSubscribesToEverySourceAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let second = scheduler.createHotObservable([.next(220, 2), .completed(240)])
    let res = scheduler.start {
      let sources = [first, second].lazy.map { $0.asInfallible(onErrorJustReturn: 0) }
      return Infallible.merge(sources)
    }
    // The first source never completes: concatenating would never reach the second.
    #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3)])
    #expect(first.subscriptions == [Subscription(200, 1000)])
    #expect(second.subscriptions == [Subscription(200, 240)])
  }

  @Test func recordedEventsTakesAnArray() {
    let events = Recorded.events([.next(210, "a"), .completed(250)])
    #expect(events == [Recorded.next(210, "a"), .completed(250)])
  }
}

/// The error an inner sequence fails with.
private struct Broken: Error {}
