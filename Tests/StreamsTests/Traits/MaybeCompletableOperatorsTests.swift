import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MaybeCompletableOperatorsTests {
  @Test func maybeMapFilterCompactMap() {
    let mapped = TestScheduler(initialClock: 0).start { Maybe.just(2).map { $0 * 10 } }
    #expect(mapped.events == [.next(200, 20), .completed(200)])
    let empty = TestScheduler(initialClock: 0).start { Maybe<Int>.empty().map { $0 * 10 } }
    #expect(empty.events == [.completed(200)])
    let filtered = TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 5 } }
    #expect(filtered.events == [.completed(200)])
    let compacted = TestScheduler(initialClock: 0).start {
      Maybe.just(2).compactMap { $0 > 1 ? $0 + 1 : nil }
    }
    #expect(compacted.events == [.next(200, 3), .completed(200)])
  }

  @Test func maybeCatchAndReturnAndAsCompletable() {
    let recovered = TestScheduler(initialClock: 0).start {
      Maybe<Int>.error(TestError.boom).catchAndReturn(5)
    }
    #expect(recovered.events == [.next(200, 5), .completed(200)])
    let completable = TestScheduler(initialClock: 0).start { Maybe.just(1).asCompletable() }
    #expect(completable.events == [.completed(200)])
  }

  @Test func maybeDoSeesCompletion() {
    var log: [String] = []
    _ = Maybe<Int>.empty()
      .do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
      .subscribe(onCompleted: { log.append("got completed") })
    #expect(log == ["completed", "got completed"])
  }

  @Test func completableDoSeesCompletionAndDisposal() {
    var log: [String] = []
    _ = Completable.empty()
      .do(
        onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("after") },
        onDispose: { log.append("dispose") }
      )
      .subscribe(onCompleted: { log.append("got") })
    #expect(log.prefix(3) == ["onCompleted", "got", "after"])
    #expect(log.contains("dispose"))
  }

  @Test func completableConcatRunsInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.completed(10, Never.self)])
    let b = scheduler.createColdObservable([.completed(20, Never.self)])
    let res = scheduler.start { Completable.concat(a.asCompletable(), b.asCompletable()) }
    #expect(res.events == [.completed(230)])
    #expect(a.subscriptions == [Subscription(200, 210)])
    #expect(b.subscriptions == [Subscription(210, 230)])
  }

  @Test func catchRecoversACompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(220, TestError.boom, Never.self)])
    let res = scheduler.start { xs.asCompletable().catch { _ in .empty() } }
    #expect(res.events == [.completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func deferredBuildsPerSubscription() {
    var built = 0
    let maybe = Maybe<Int>.deferred {
      built += 1
      return .just(built)
    }
    var values: [Int] = []
    _ = maybe.subscribe(onSuccess: { values.append($0) })
    _ = maybe.subscribe(onSuccess: { values.append($0) })
    #expect(values == [1, 2])
  }
}
