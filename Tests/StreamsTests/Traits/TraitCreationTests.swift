import Streams
import StreamsTest
import TestSupport
import Testing

/// The factories shared by every trait, spelled as RxSwift code spells them.
@Suite(.checksResources)
struct TraitCreationTests {
  private func justOne() -> Single<Int> { .just(1) }
  private func failing() -> Maybe<Int> { .error(TestError.boom) }
  private func done() -> Completable { .empty() }

  @Test func singleJustSucceedsAtSubscription() {
    let inferred = TestScheduler(initialClock: 0).start { Single.just(1) }
    #expect(inferred.events == [.next(200, 1), .completed(200)])
    let explicit = TestScheduler(initialClock: 0).start { Single<Int>.just(2) }
    #expect(explicit.events == [.next(200, 2), .completed(200)])
  }

  @Test func justReturnedAsAnImplicitMemberIsASingle() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(scheduler.start { justOne() }.events == [.next(200, 1), .completed(200)])
  }

  @Test func maybeJustSucceedsAndEmptyCompletes() {
    let just = TestScheduler(initialClock: 0).start { Maybe<Int>.just(1) }
    #expect(just.events == [.next(200, 1), .completed(200)])
    let empty = TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }
    #expect(empty.events == [.completed(200)])
  }

  @Test func justOnASchedulerSendsThere() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe.just(3, scheduler: scheduler) }
    // RxSwift's `just(_:scheduler:)` timing: the completion is a second action, a tick later.
    #expect(res.events == [.next(201, 3), .completed(202)])
  }

  @Test func errorFailsEveryTrait() {
    let single = TestScheduler(initialClock: 0).start { Single<Int>.error(TestError.boom) }
    #expect(single.events == [.error(200, TestError.boom)])
    let maybe = TestScheduler(initialClock: 0).start { failing() }
    #expect(maybe.events == [.error(200, TestError.boom)])
    let completable = TestScheduler(initialClock: 0).start { Completable.error(TestError.other) }
    #expect(completable.events == [.error(200, TestError.other)])
  }

  @Test func completableEmptyCompletes() {
    let res = TestScheduler(initialClock: 0).start { Completable.empty() }
    #expect(res.events == [.completed(200)])
    let implicit = TestScheduler(initialClock: 0).start { done() }
    #expect(implicit.events == [.completed(200)])
  }

  @Test func neverSendsNothingUntilDisposed() {
    let single = TestScheduler(initialClock: 0).start { Single<Int>.never() }
    #expect(single.events.isEmpty)
    let maybe = TestScheduler(initialClock: 0).start { Maybe<Int>.never() }
    #expect(maybe.events.isEmpty)
    let completable = TestScheduler(initialClock: 0).start { Completable.never() }
    #expect(completable.events.isEmpty)
  }

  @Test func deferredCallsTheFactoryAtSubscription() {
    var built = 0
    let single = Single.deferred {
      built += 1
      return .just(built * 10)
    }
    #expect(built == 0)
    let res = TestScheduler(initialClock: 0).start { single }
    #expect(res.events == [.next(200, 10), .completed(200)])
    #expect(built == 1)
  }
}
