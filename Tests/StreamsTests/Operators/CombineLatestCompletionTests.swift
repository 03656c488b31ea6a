import Streams
import StreamsTest
import TestSupport
import Testing

/// When `combineLatest` completes (RxSwift's rule, for every arity and the collection forms),
/// and what the combination of no sources sends.
@Suite(.checksResources)
struct CombineLatestCompletionTests {
  @Test func neverWithEmptyNeverTerminatesInEitherOrder() {
    for run in neverWithEmptyInEitherOrder({ Observable.combineLatest($0, $1) { $0 + $1 } }) {
      #expect(run.events == [])
      #expect(run.never == [Subscription(200, 1000)])
      #expect(run.empty == [Subscription(200, 210)])
    }
  }

  @Test func anElementAfterTheOtherCompletedEmptyCompletesInEitherOrder() {
    for emptyFirst in [false, true] {
      let scheduler = TestScheduler(initialClock: 0)
      let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
      let one = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
      let res = scheduler.start {
        emptyFirst
          ? Observable.combineLatest(empty, one) { $0 + $1 }
          : Observable.combineLatest(one, empty) { $0 + $1 }
      }
      #expect(res.events == [.completed(215)])
      #expect(empty.subscriptions == [Subscription(200, 210)])
      #expect(one.subscriptions == [Subscription(200, 215)])
    }
  }

  @Test func aSourceThatEmitsAndCompletesBesideANeverDoesNotEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let one = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let never = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { Observable.combineLatest(one, never) { $0 + $1 } }
    #expect(res.events == [])
    #expect(one.subscriptions == [Subscription(200, 220)])
    #expect(never.subscriptions == [Subscription(200, 1000)])
  }

  @Test func waitsUntilEveryOtherSourceHasCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let talker = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .next(250, 3)])
    let quiet = scheduler.createHotObservable([.completed(230, Int.self)])
    let res = scheduler.start { Observable.combineLatest(empty, talker, quiet) { $0 + $1 + $2 } }
    #expect(res.events == [.completed(240)])
    #expect(talker.subscriptions == [Subscription(200, 240)])
  }

  @Test func anErrorAfterASilentCompletionStillEndsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let failing = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
    let res = scheduler.start { Observable.combineLatest(empty, failing) { $0 + $1 } }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(failing.subscriptions == [Subscription(200, 220)])
  }

  @Test func collectionsNeverEndOnASilentCompletionAlone() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let res = scheduler.start { Observable.combineLatest([never, empty]) }
    #expect(res.events == [])
    #expect(never.subscriptions == [Subscription(200, 1000)])
  }

  @Test func collectionsCompleteOnAnElementOnceEveryOtherSourceHasCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let one = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.combineLatest([empty, one]) { $0.reduce(0, +) } }
    #expect(res.events == [.completed(215)])
    #expect(one.subscriptions == [Subscription(200, 215)])
  }

  @Test func anEmptyCollectionSendsTheEmptyRowThenCompletes() {
    let rows = TestScheduler(initialClock: 0).start {
      Observable.combineLatest([Observable<Int>]())
    }
    #expect(rows.events == [.next(200, []), .completed(200)])
    let sums = TestScheduler(initialClock: 0).start {
      Observable.combineLatest([Observable<Int>]()) { $0.count + 7 }
    }
    #expect(sums.events == [.next(200, 7), .completed(200)])
  }

  @Test func anEmptyCollectionWithAThrowingSelectorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { () -> Observable<Int> in
      Observable.combineLatest([Observable<Int>]()) { _ in throw TestError.boom }
    }
    #expect(res.events == [.error(200, TestError.boom)])
  }
}
