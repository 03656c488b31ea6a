import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SingleOperatorsTests {
  @Test func mapTransformsTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
    let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
    #expect(res.events == [.next(220, 20), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func mapThrowingFailsTheSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
    let res = scheduler.start { xs.asSingle().map { _ -> Int in throw TestError.boom } }
    #expect(res.events == [.error(220, TestError.boom)])
  }

  @Test func filterAndCompactMapGiveAMaybe() {
    let kept = TestScheduler(initialClock: 0).start { Single.just(6).filter { $0 > 5 } }
    #expect(kept.events == [.next(200, 6), .completed(200)])
    let dropped = TestScheduler(initialClock: 0).start { Single.just(1).filter { $0 > 5 } }
    #expect(dropped.events == [.completed(200)])
    let none = TestScheduler(initialClock: 0).start {
      Single.just(1).compactMap { $0 > 5 ? "\($0)" : nil }
    }
    #expect(none.events == [.completed(200)])
  }

  @Test func asMaybeAndAsCompletable() {
    let maybe = TestScheduler(initialClock: 0).start { Single.just(1).asMaybe() }
    #expect(maybe.events == [.next(200, 1), .completed(200)])
    let completable = TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }
    #expect(completable.events == [.completed(200)])
    let failed = TestScheduler(initialClock: 0).start {
      Single<Int>.error(TestError.boom).asCompletable()
    }
    #expect(failed.events == [.error(200, TestError.boom)])
  }

  @Test func catchSwitchesToTheReplacement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.next(20, 9), .completed(20)])
    let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
    #expect(res.events == [.next(250, 9), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
  }

  @Test func catchAndReturnSucceedsInstead() {
    let res = TestScheduler(initialClock: 0).start {
      Single<Int>.error(TestError.boom).catchAndReturn(0)
    }
    #expect(res.events == [.next(200, 0), .completed(200)])
  }

  @Test func retryResubscribesUntilSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let source = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.boom) : .just(attempts)
    }
    let res = scheduler.start { source.retry(3) }
    #expect(res.events == [.next(200, 3), .completed(200)])
    #expect(attempts == 3)
  }

  @Test func retryGivesUpWithTheLastError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
    let res = scheduler.start { xs.asSingle().retry(2) }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220)])
  }

  @Test func doRunsSuccessHooksAroundDelivery() {
    var log: [String] = []
    _ = Single.just(1)
      .do(
        onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("after \($0)") },
        onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
        onDispose: { log.append("dispose") }
      )
      .subscribe(onSuccess: { log.append("got \($0)") })
    // RxSwift's order: `onDispose` comes after `onSubscribed`, even for a synchronous single.
    #expect(log == ["subscribe", "onSuccess 1", "got 1", "after 1", "subscribed", "dispose"])
  }

  @Test func doErrorHooksSeeTheFailure() {
    var log: [String] = []
    _ = Single<Int>.error(TestError.boom)
      .do(onError: { log.append("onError \($0)") }, afterError: { log.append("after \($0)") })
      .subscribe(onFailure: { log.append("failure \($0)") })
    #expect(log == ["onError boom", "failure boom", "after boom"])
  }

  @Test func afterSuccessThrowingDoesNotReportASecondOutcome() {
    var outcomes: [String] = []
    _ = Single.just(1)
      .do(afterSuccess: { _ in throw TestError.boom })
      .subscribe { outcomes.append("\($0)") }
    #expect(outcomes == ["success(1)"])
  }

  @Test func observeOnDeliversOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(1).observe(on: scheduler) }
    // As RxSwift's `test_observeOn`: one action per event, the completion a tick later.
    #expect(res.events == [.next(201, 1), .completed(202)])
  }

  @Test func toArrayIsASingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let single: Single<[Int]> = xs.toArray()
    let res = scheduler.start { single }
    #expect(res.events == [.next(230, [1, 2]), .completed(230)])
  }

  @Test func ignoreElementsIsAnObservableOfNeverAsInRxSwift6() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let nothing: Observable<Never> = xs.ignoreElements()
    let completable: Completable = nothing.asCompletable()
    var completed = false
    _ = completable.subscribe(onCompleted: { completed = true })
    scheduler.start()
    #expect(completed)
  }
}
