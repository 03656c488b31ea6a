import Streams
import StreamsTest
import TestSupport
import Testing

/// The deprecated spellings of RxSwift's `Deprecated.swift` under test, reached as in
/// ``LegacyOperatorCalls``.
protocol LegacyCalls {
  func mapWithIndex(_ source: Observable<String>) -> Observable<String>
  func flatMapWithIndex(_ source: Observable<String>) -> Observable<String>
  func skipWhileWithIndex(_ source: Observable<Int>) -> Observable<Int>
  func takeWhileWithIndex(_ source: Observable<Int>) -> Observable<Int>
  func shareReplayLatestWhileConnected(_ source: Observable<Int>) -> Observable<Int>
  func shareReplay(_ source: Observable<Int>, _ bufferSize: Int) -> Observable<Int>
  func addDisposableTo(_ disposable: Disposable, _ bag: DisposeBag)
  func bindTo(_ source: Observable<Int>, _ observer: AnyObserver<Int>) -> Disposable
  func bindToOptional(_ source: Observable<Int>, _ observer: AnyObserver<Int?>) -> Disposable
  func bindTo(_ source: Observable<Int>, binder: (Observable<Int>) -> Int) -> Int
  func bindTo(_ source: Observable<Int>, curried: (Observable<Int>) -> (Int) -> Int, _ x: Int)
    -> Int
  func bindNext(_ source: Observable<Int>, _ onNext: @escaping (Int) -> Void) -> Disposable
  func driveOnScheduler(_ scheduler: SchedulerType, _ action: () -> Void)
  func from(_ optional: Int?) -> Observable<Int>
  func from(_ optional: Int?, _ scheduler: ImmediateSchedulerType) -> Observable<Int>
}

struct Legacy: LegacyCalls {
  @available(*, deprecated)
  func mapWithIndex(_ source: Observable<String>) -> Observable<String> {
    source.mapWithIndex { "\($1)\($0)" }
  }

  @available(*, deprecated)
  func flatMapWithIndex(_ source: Observable<String>) -> Observable<String> {
    source.flatMapWithIndex { element, index in Observable.just("\(index)\(element)") }
  }

  @available(*, deprecated)
  func skipWhileWithIndex(_ source: Observable<Int>) -> Observable<Int> {
    source.skipWhileWithIndex { _, index in index < 2 }
  }

  @available(*, deprecated)
  func takeWhileWithIndex(_ source: Observable<Int>) -> Observable<Int> {
    source.takeWhileWithIndex { _, index in index < 2 }
  }

  @available(*, deprecated)
  func shareReplayLatestWhileConnected(_ source: Observable<Int>) -> Observable<Int> {
    source.shareReplayLatestWhileConnected()
  }

  @available(*, deprecated)
  func shareReplay(_ source: Observable<Int>, _ bufferSize: Int) -> Observable<Int> {
    source.shareReplay(bufferSize)
  }

  @available(*, deprecated)
  func addDisposableTo(_ disposable: Disposable, _ bag: DisposeBag) {
    disposable.addDisposableTo(bag)
  }

  @available(*, deprecated)
  func bindTo(_ source: Observable<Int>, _ observer: AnyObserver<Int>) -> Disposable {
    source.bindTo(observer)
  }

  @available(*, deprecated)
  func bindToOptional(_ source: Observable<Int>, _ observer: AnyObserver<Int?>) -> Disposable {
    source.bindTo(observer)
  }

  @available(*, deprecated)
  func bindTo(_ source: Observable<Int>, binder: (Observable<Int>) -> Int) -> Int {
    source.bindTo(binder)
  }

  @available(*, deprecated)
  func bindTo(_ source: Observable<Int>, curried: (Observable<Int>) -> (Int) -> Int, _ x: Int)
    -> Int
  {
    source.bindTo(curried, curriedArgument: x)
  }

  @available(*, deprecated)
  func bindNext(_ source: Observable<Int>, _ onNext: @escaping (Int) -> Void) -> Disposable {
    source.bindNext(onNext)
  }

  @available(*, deprecated)
  func driveOnScheduler(_ scheduler: SchedulerType, _ action: () -> Void) {
    Streams.driveOnScheduler(scheduler, action: action)
  }

  @available(*, deprecated)
  func from(_ optional: Int?) -> Observable<Int> {
    Observable.from(optional)
  }

  @available(*, deprecated)
  func from(_ optional: Int?, _ scheduler: ImmediateSchedulerType) -> Observable<Int> {
    Observable.from(optional, scheduler: scheduler)
  }
}

@Suite(.checksResources)
struct DeprecatedLegacyTests {
  let legacy: any LegacyCalls = Legacy()

  func elements<Element>(_ source: Observable<Element>) -> [Element] {
    var elements: [Element] = []
    _ = source.subscribe(onNext: { elements.append($0) })
    return elements
  }

  @Test func theIndexedOperatorsAreEnumeratedForms() {
    #expect(elements(legacy.mapWithIndex(.of("a", "b"))) == ["0a", "1b"])
    #expect(elements(legacy.flatMapWithIndex(.of("a", "b"))) == ["0a", "1b"])
    #expect(elements(legacy.skipWhileWithIndex(.of(5, 6, 7, 8))) == [7, 8])
    #expect(elements(legacy.takeWhileWithIndex(.of(5, 6, 7, 8))) == [5, 6])
  }

  @Test func shareReplayVariantsReplayToLateSubscribers() {
    let subject = PublishSubject<Int>()
    let latest = legacy.shareReplayLatestWhileConnected(subject.asObservable())
    let forever = legacy.shareReplay(subject.asObservable(), 2)
    var early: [Int] = []
    var late: [Int] = []
    let first = Disposables.create(
      latest.subscribe(onNext: { early.append($0) }), forever.subscribe(onNext: { _ in }))
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    let second = Disposables.create(
      latest.subscribe(onNext: { late.append($0) }), forever.subscribe(onNext: { late.append($0) }))
    #expect(early == [1, 2, 3])
    #expect(late == [3, 2, 3])
    first.dispose()
    second.dispose()
  }

  @Test func addDisposableToPutsItInTheBag() {
    let disposable = BooleanDisposable()
    var bag: DisposeBag? = DisposeBag()
    if let bag { legacy.addDisposableTo(disposable, bag) }
    #expect(!disposable.isDisposed)
    bag = nil
    #expect(disposable.isDisposed)
  }

  @Test func bindToAndBindNextAreBind() {
    let scheduler = TestScheduler(initialClock: 0)
    let plain = scheduler.createObserver(Int.self)
    let optional = scheduler.createObserver(Int?.self)
    _ = legacy.bindTo(.of(1), plain.asObserver())
    _ = legacy.bindToOptional(.of(2), optional.asObserver())
    var next: [Int] = []
    _ = legacy.bindNext(.of(3), { next.append($0) })
    let bound = legacy.bindTo(.of(4), binder: { _ in 40 })
    let curried = legacy.bindTo(.of(5), curried: { _ in { $0 * 10 } }, 6)
    #expect(plain.events == [.next(0, 1), .completed(0)])
    #expect(optional.events == [.next(0, 2), .completed(0)])
    #expect(next == [3])
    #expect(bound == 40)
    #expect(curried == 60)
  }

  @Test func driveOnSchedulerMocksTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var usesMock = false
    legacy.driveOnScheduler(scheduler) {
      usesMock = DriverSharingStrategy.scheduler is TestScheduler
    }
    #expect(usesMock)
    #expect(!(DriverSharingStrategy.scheduler is TestScheduler))
  }

  @Test func fromAnOptionalSendsTheWrappedValueOrNothing() {
    var events: [Event<Int>] = []
    _ = legacy.from(7).subscribe { events.append($0) }
    _ = legacy.from(nil).subscribe { events.append($0) }
    #expect(events == [.next(7), .completed, .completed])
  }

  @Test func fromAnOptionalOnASchedulerSendsThere() {
    let scheduler = TestScheduler(initialClock: 0)
    let some = scheduler.start { legacy.from(7, scheduler) }
    #expect(some.events == [.next(201, 7), .completed(202)])
    let other = TestScheduler(initialClock: 0)
    let none = other.start { legacy.from(nil, other) }
    #expect(none.events == [.completed(201)])
  }
}
