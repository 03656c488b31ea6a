import Streams
import StreamsTest
import TestSupport
import Testing

/// The deprecated operator spellings under test.
///
/// Each witness in ``LegacyOperators`` is itself deprecated, so its body calls deprecated API
/// without a warning, and the tests reach it through this protocol, whose requirements are not
/// deprecated.
protocol LegacyOperatorCalls {
  func catchError(_ source: Observable<Int>, recover: Observable<Int>) -> Observable<Int>
  func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int>
  func catchError(sequence: [Observable<Int>]) -> Observable<Int>
  func elementAt(_ source: Observable<String>, _ index: Int) -> Observable<String>
  func retryWhen(_ source: Observable<Int>) -> Observable<Int>
  func retryWhenTyped(_ source: Observable<Int>) -> Observable<Int>
  func takeUntil(_ source: Observable<Int>, _ other: Observable<Void>) -> Observable<Int>
  func takeUntil(_ source: Observable<Int>, inclusiveOf element: Int) -> Observable<Int>
  func takeWhile(_ source: Observable<Int>, below limit: Int) -> Observable<Int>
  func take(_ source: Observable<Int>, _ duration: RxTimeInterval, _ scheduler: SchedulerType)
    -> Observable<Int>
  func skipWhile(_ source: Observable<Int>, below limit: Int) -> Observable<Int>
  func skipUntil(_ source: Observable<Int>, _ other: Observable<Void>) -> Observable<Int>
  func observeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int>
  func subscribeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType)
    -> Observable<Int>
}

struct LegacyOperators: LegacyOperatorCalls {
  @available(*, deprecated)
  func catchError(_ source: Observable<Int>, recover: Observable<Int>) -> Observable<Int> {
    source.catchError { _ in recover }
  }

  @available(*, deprecated)
  func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int> {
    source.catchErrorJustReturn(element)
  }

  @available(*, deprecated)
  func catchError(sequence: [Observable<Int>]) -> Observable<Int> {
    Observable.catchError(sequence)
  }

  @available(*, deprecated)
  func elementAt(_ source: Observable<String>, _ index: Int) -> Observable<String> {
    source.elementAt(index)
  }

  @available(*, deprecated)
  func retryWhen(_ source: Observable<Int>) -> Observable<Int> {
    source.retryWhen { (errors: Observable<Swift.Error>) in errors }
  }

  @available(*, deprecated)
  func retryWhenTyped(_ source: Observable<Int>) -> Observable<Int> {
    source.retryWhen { (errors: Observable<TestError>) in errors.take(1) }
  }

  @available(*, deprecated)
  func takeUntil(_ source: Observable<Int>, _ other: Observable<Void>) -> Observable<Int> {
    source.takeUntil(other)
  }

  @available(*, deprecated)
  func takeUntil(_ source: Observable<Int>, inclusiveOf element: Int) -> Observable<Int> {
    source.takeUntil(.inclusive) { $0 == element }
  }

  @available(*, deprecated)
  func takeWhile(_ source: Observable<Int>, below limit: Int) -> Observable<Int> {
    source.takeWhile { $0 < limit }
  }

  @available(*, deprecated)
  func take(_ source: Observable<Int>, _ duration: RxTimeInterval, _ scheduler: SchedulerType)
    -> Observable<Int>
  {
    source.take(duration, scheduler: scheduler)
  }

  @available(*, deprecated)
  func skipWhile(_ source: Observable<Int>, below limit: Int) -> Observable<Int> {
    source.skipWhile { $0 < limit }
  }

  @available(*, deprecated)
  func skipUntil(_ source: Observable<Int>, _ other: Observable<Void>) -> Observable<Int> {
    source.skipUntil(other)
  }

  @available(*, deprecated)
  func observeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType) -> Observable<Int>
  {
    source.observeOn(scheduler)
  }

  @available(*, deprecated)
  func subscribeOn(_ source: Observable<Int>, _ scheduler: ImmediateSchedulerType)
    -> Observable<Int>
  {
    source.subscribeOn(scheduler)
  }
}

@Suite(.checksResources)
struct DeprecatedOperatorNamesTests {
  let legacy: any LegacyOperatorCalls = LegacyOperators()

  /// The elements and completion of a synchronous sequence.
  func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
    var events: [Event<Element>] = []
    _ = source.subscribe { events.append($0) }
    return events
  }

  @Test func catchErrorAndCatchErrorJustReturnRecover() {
    let failing = Observable.concat(.just(1), .error(TestError.boom))
    #expect(
      events(legacy.catchError(failing, recover: .just(8))) == [.next(1), .next(8), .completed])
    #expect(events(legacy.catchErrorJustReturn(failing, 9)) == [.next(1), .next(9), .completed])
  }

  @Test func staticCatchErrorTriesTheSourcesInTurn() {
    let sources: [Observable<Int>] = [.error(TestError.boom), .just(2)]
    #expect(events(legacy.catchError(sequence: sources)) == [.next(2), .completed])
  }

  @Test func elementAtTakesTheElementAtTheIndex() {
    #expect(events(legacy.elementAt(.of("a", "b", "c"), 1)) == [.next("b"), .completed])
  }

  @Test func retryWhenResubscribesOnTheTrigger() {
    var attempts = 0
    let flaky = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.boom) : .just(attempts)
    }
    #expect(events(legacy.retryWhen(flaky)) == [.next(3), .completed])
    #expect(events(legacy.retryWhenTyped(.error(TestError.boom))) == [.completed])
  }

  @Test func takeUntilTakeWhileSkipWhileAndSkipUntil() {
    let trigger = PublishSubject<Void>()
    let source = PublishSubject<Int>()
    var taken: [Int] = []
    var skipped: [Int] = []
    let subscriptions = Disposables.create(
      legacy.takeUntil(source.asObservable(), trigger.asObservable())
        .subscribe(onNext: { taken.append($0) }),
      legacy.skipUntil(source.asObservable(), trigger.asObservable())
        .subscribe(onNext: { skipped.append($0) }))
    source.onNext(1)
    trigger.onNext(())
    source.onNext(2)
    #expect(taken == [1])
    #expect(skipped == [2])
    subscriptions.dispose()
    #expect(
      events(legacy.takeUntil(.of(1, 2, 3), inclusiveOf: 2)) == [.next(1), .next(2), .completed])
    #expect(
      events(legacy.takeWhile(.of(1, 2, 3, 1), below: 3)) == [.next(1), .next(2), .completed])
    #expect(
      events(legacy.skipWhile(.of(1, 2, 3, 1), below: 3)) == [.next(3), .next(1), .completed])
  }

  @Test func takeForADurationIsTakeFor() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let res = scheduler.start { legacy.take(xs.asObservable(), .seconds(50), scheduler) }
    #expect(res.events == [.next(210, 1), .completed(250)])
  }

  @Test func observeOnAndSubscribeOnUseTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start {
      legacy.observeOn(legacy.subscribeOn(xs.asObservable(), scheduler), scheduler)
    }
    #expect(res.events == [.next(212, 1), .completed(222)])
    #expect(xs.subscriptions.first?.subscribe == 201)
  }
}
