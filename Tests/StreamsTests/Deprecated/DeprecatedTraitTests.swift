import Streams
import StreamsTest
import TestSupport
import Testing

/// The deprecated spellings on `Single`, `Maybe` and `Completable`, reached as in
/// ``LegacyOperatorCalls``.
protocol LegacyTraitCalls {
  func catchError(_ source: Single<Int>, recover: Single<Int>) -> Single<Int>
  func catchErrorJustReturn(_ source: Maybe<Int>, _ element: Int) -> Maybe<Int>
  func retryWhen(_ source: Single<Int>) -> Single<Int>
  func retryWhenTyped(_ source: Single<Int>) -> Single<Int>
  func observeOn(_ source: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int>
  func subscribeOn(_ source: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int>
  func subscribe(_ source: Single<Int>, onError: @escaping (Swift.Error) -> Void) -> Disposable
  func doOnNext(_ source: Single<Int>, _ onNext: @escaping (Int) -> Void) -> Single<Int>
  func merge(_ sources: Completable...) -> Completable
  func merge(array sources: [Completable]) -> Completable
}

struct LegacyTraits: LegacyTraitCalls {
  @available(*, deprecated)
  func catchError(_ source: Single<Int>, recover: Single<Int>) -> Single<Int> {
    source.catchError { _ in recover }
  }

  @available(*, deprecated)
  func catchErrorJustReturn(_ source: Maybe<Int>, _ element: Int) -> Maybe<Int> {
    source.catchErrorJustReturn(element)
  }

  @available(*, deprecated)
  func retryWhen(_ source: Single<Int>) -> Single<Int> {
    source.retryWhen { (errors: Observable<Swift.Error>) in errors }
  }

  @available(*, deprecated)
  func retryWhenTyped(_ source: Single<Int>) -> Single<Int> {
    source.retryWhen { (errors: Observable<TestError>) in errors.map { _ in () } }
  }

  @available(*, deprecated)
  func observeOn(_ source: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int> {
    source.observeOn(scheduler)
  }

  @available(*, deprecated)
  func subscribeOn(_ source: Single<Int>, _ scheduler: ImmediateSchedulerType) -> Single<Int> {
    source.subscribeOn(scheduler)
  }

  @available(*, deprecated)
  func subscribe(_ source: Single<Int>, onError: @escaping (Swift.Error) -> Void) -> Disposable {
    source.subscribe(onSuccess: nil, onError: onError)
  }

  @available(*, deprecated)
  func doOnNext(_ source: Single<Int>, _ onNext: @escaping (Int) -> Void) -> Single<Int> {
    source.do(onNext: onNext)
  }

  @available(*, deprecated)
  func merge(_ sources: Completable...) -> Completable { Completable.merge(sources) }

  @available(*, deprecated)
  func merge(array sources: [Completable]) -> Completable {
    switch sources.count {
    case 2: return Completable.merge(sources[0], sources[1])
    default: return Completable.merge(sources)
    }
  }
}

@Suite(.checksResources)
struct DeprecatedTraitTests {
  let legacy: any LegacyTraitCalls = LegacyTraits()

  func outcome(_ single: Single<Int>) -> [String] {
    var outcome: [String] = []
    _ = single.subscribe(
      onSuccess: { outcome.append("\($0)") }, onFailure: { outcome.append("\($0)") })
    return outcome
  }

  @Test func catchErrorAndCatchErrorJustReturnRecover() {
    #expect(outcome(legacy.catchError(.error(TestError.boom), recover: .just(8))) == ["8"])
    var element: [Int] = []
    _ = legacy.catchErrorJustReturn(.error(TestError.boom), 9)
      .subscribe(onSuccess: { element.append($0) })
    #expect(element == [9])
  }

  @Test func retryWhenResubscribes() {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 2 ? .error(TestError.boom) : .just(attempts)
    }
    #expect(outcome(legacy.retryWhen(flaky)) == ["2"])
    attempts = 0
    #expect(outcome(legacy.retryWhenTyped(flaky)) == ["2"])
  }

  @Test func observeOnAndSubscribeOnUseTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      legacy.observeOn(legacy.subscribeOn(.just(1), scheduler), scheduler)
    }
    #expect(res.events.first == .next(202, 1))
  }

  @Test func subscribeWithOnErrorIsOnFailure() {
    var errors: [TestError] = []
    _ = legacy.subscribe(
      .error(TestError.boom), onError: { errors.append($0 as? TestError ?? .other) })
    #expect(errors == [.boom])
  }

  @Test func doOnNextIsDoOnSuccess() {
    var seen: [Int] = []
    #expect(outcome(legacy.doOnNext(.just(3), { seen.append($0) })) == ["3"])
    #expect(seen == [3])
  }

  @Test func completableMergeIsZip() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(10, Never.self)])
    let ys = scheduler.createColdObservable([.completed(30, Never.self)])
    let variadic = scheduler.start {
      legacy.merge(xs.asObservable().asCompletable(), ys.asObservable().asCompletable())
    }
    #expect(variadic.events == [.completed(230)])
    var completed = 0
    _ = legacy.merge(array: [.empty(), .empty()]).subscribe(onCompleted: { completed += 1 })
    _ = legacy.merge(array: [.empty(), .empty(), .empty()]).subscribe(onCompleted: {
      completed += 1
    })
    _ = Completable.zip(.empty(), .empty()).subscribe(onCompleted: { completed += 1 })
    #expect(completed == 3)
  }
}
