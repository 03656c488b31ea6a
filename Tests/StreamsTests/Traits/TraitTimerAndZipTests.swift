import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TraitTimerTests {
  @Test func singleTimerSucceedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(230, 0), .completed(230)])
  }

  @Test func maybeTimerSucceedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe<UInt8>.timer(.seconds(5), scheduler: scheduler) }
    #expect(res.events == [.next(205, 0), .completed(205)])
  }

  @Test func disposalCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 220) {
      Single<Int>.timer(.seconds(30), scheduler: scheduler)
    }
    #expect(res.events == [])
  }
}

@Suite(.checksResources)
struct MaybeZipTests {
  @Test func combinesTheElementsOnceEveryMaybeHasSucceeded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
    let res = scheduler.start {
      Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 * 10 + $1 }
    }
    #expect(res.events == [.next(230, 12), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func pairsEightMaybesIntoATuple() {
    var result: [Int] = []
    _ = Maybe.zip(
      Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4), Maybe.just(5), Maybe.just(6),
      Maybe.just(7), Maybe.just(8)
    )
    .subscribe(onSuccess: { result = [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
    #expect(result == [1, 2, 3, 4, 5, 6, 7, 8])
  }

  @Test func anEmptyMaybeMakesTheResultCompleteEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(10, Int.self)])
    let res = scheduler.start {
      Maybe.zip(xs.asMaybe(), Maybe.just(2), Maybe.just(3)) { $0 + $1 + $2 }
    }
    #expect(res.events == [.completed(210)])
  }

  @Test func theFirstFailureFailsTheResultAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
    let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
    #expect(res.events == [.error(210, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 210)])
  }
}

@Suite(.checksResources)
struct MaybeZipCollectionTests {
  @Test func combinesEveryMaybeOfTheCollection() {
    var sums: [Int] = []
    var arrays: [[Int]] = []
    _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]) { $0.reduce(0, +) }
      .subscribe(onSuccess: { sums.append($0) })
    _ = Maybe.zip([Maybe.just(3), Maybe.just(4)]).subscribe(onSuccess: { arrays.append($0) })
    _ = Maybe<Int>.zip([Maybe<Int>]()).subscribe(onSuccess: { arrays.append($0) })
    #expect(sums == [3])
    #expect(arrays == [[3, 4], []])
  }
}
