import Streams
import StreamsTest
import TestSupport
import Testing

/// The traits' `zip` and `combineLatest` complete by the same rule as `Observable`'s, which they
/// run on.
@Suite(.checksResources)
struct TraitCompletionRuleTests {
  @Test func driverZipCompletesOnlyWhenEverySourceHas() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) {
          $0 + $1
        }
      }
    }
    #expect(res.events == [.next(216, 11), .completed(301)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func driverCombineLatestOfNeverAndEmptyNeverTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<Int> in
        Driver.combineLatest(
          never.asDriver(onErrorJustReturn: 0), empty.asDriver(onErrorJustReturn: 0)
        ) { $0 + $1 }
      }
    }
    #expect(res.events == [])
    #expect(never.subscriptions == [Subscription(200, 1000)])
  }

  @Test func infallibleZipWaitsForTheLastSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(300)])
    let res = scheduler.start { () -> Infallible<Int> in
      Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) {
        $0 + $1
      }
    }
    #expect(res.events == [.next(215, 11), .completed(300)])
  }

  @Test func infallibleCombineLatestEndsOnAnElementAfterASilentCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let one = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { () -> Infallible<Int> in
      Infallible.combineLatest(
        empty.asInfallible(onErrorJustReturn: 0), one.asInfallible(onErrorJustReturn: 0)
      ) { $0 + $1 }
    }
    #expect(res.events == [.completed(215)])
  }

  @Test func maybeZipOfAnEmptyAndALateMaybeCompletesWhenBothHaveEnded() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let late = scheduler.createHotObservable([.next(230, 2), .completed(230)])
    let res = scheduler.start { Maybe.zip(empty.asMaybe(), late.asMaybe()) { $0 + $1 } }
    #expect(res.events == [.completed(230)])
    #expect(late.subscriptions == [Subscription(200, 230)])
  }

  @Test func maybeZipOfAnEmptyAndANeverMaybeNeverEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let never = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { Maybe.zip(empty.asMaybe(), never.asMaybe()) { $0 + $1 } }
    #expect(res.events == [])
    #expect(never.subscriptions == [Subscription(200, 1000)])
  }
}
