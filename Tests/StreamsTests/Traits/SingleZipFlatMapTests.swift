import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SingleZipFlatMapTests {
  @Test func zipWaitsForBothAndCombines() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let b = scheduler.createHotObservable([.next(240, 2), .completed(250)])
    let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 } }
    #expect(res.events == [.next(250, 3), .completed(250)])
    #expect(a.subscriptions == [Subscription(200, 220)])
    #expect(b.subscriptions == [Subscription(200, 250)])
  }

  @Test func zipIntoATuple() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single.zip(Single.just(1), Single.just("a")).map { "\($0.0)\($0.1)" }
    }
    #expect(res.events == [.next(200, "1a"), .completed(200)])
  }

  @Test func zipFailsOnTheFirstErrorAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(300, 1), .completed(300)])
    let b = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 } }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(a.subscriptions == [Subscription(200, 230)])
    #expect(b.subscriptions == [Subscription(200, 230)])
  }

  @Test func zipOfEightSingles() {
    let one = Single.just(1)
    let zipped = Single<Int>.zip(one, one, one, one, one, one, one, one) {
      (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
      [a, b, c, d, e, f, g, h].reduce(0, +)
    }
    let res = TestScheduler(initialClock: 0).start { zipped }
    #expect(res.events == [.next(200, 8), .completed(200)])
  }

  @Test func zipOfACollectionKeepsOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(240, 1), .completed(240)])
    let b = scheduler.createHotObservable([.next(210, 2), .completed(210)])
    let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]) }
    #expect(res.events == [.next(240, [1, 2]), .completed(240)])
  }

  @Test func zipOfAnEmptyCollectionSucceedsAtOnce() {
    let res = TestScheduler(initialClock: 0).start { Single<Int>.zip([Single<Int>]()) }
    #expect(res.events == [.next(200, []), .completed(200)])
  }

  @Test func flatMapContinuesWithTheNextSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
    let ys = scheduler.createColdObservable([.next(30, 7), .completed(30)])
    let res = scheduler.start {
      xs.asSingle().flatMap { value in ys.asSingle().map { $0 * value } }
    }
    #expect(res.events == [.next(250, 14), .completed(250)])
    #expect(ys.subscriptions == [Subscription(220, 250)])
  }

  @Test func flatMapMaybeAndCompletable() {
    let maybe = TestScheduler(initialClock: 0).start {
      Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
    }
    #expect(maybe.events == [.completed(200)])
    let completable = TestScheduler(initialClock: 0).start {
      Single.just(1).flatMapCompletable { _ in .error(TestError.boom) }
    }
    #expect(completable.events == [.error(200, TestError.boom)])
  }

  @Test func maybeFlatMapSkipsWhenEmpty() {
    var built = 0
    let res = TestScheduler(initialClock: 0).start {
      Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
        built += 1
        return .just(value)
      }
    }
    #expect(res.events == [.completed(200)])
    #expect(built == 0)
  }

  @Test func retryWhenResubscribesOnTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
    let res = scheduler.start {
      xs.asSingle().retry(when: { (errors: Observable<Swift.Error>) in errors.take(1) })
    }
    #expect(res.events == [.completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
  }

  @Test func completableMergeAndZipCompleteWhenAllHave() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.completed(10, Never.self)])
    let b = scheduler.createColdObservable([.completed(30, Never.self)])
    let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()) }
    #expect(res.events == [.completed(230)])
    #expect(a.subscriptions == [Subscription(200, 210)])
    #expect(b.subscriptions == [Subscription(200, 230)])
  }
}
