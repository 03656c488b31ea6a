import Streams
import StreamsTest
import TestSupport
import Testing

/// Collects the errors reported to `Hooks.defaultErrorHandler` while `body` runs.
func reportedErrors(_ body: () -> Void) -> [Error] {
  let original = Hooks.defaultErrorHandler
  defer { Hooks.defaultErrorHandler = original }
  var reported: [Error] = []
  Hooks.defaultErrorHandler = { _, error in reported.append(error) }
  body()
  return reported
}

@Suite(.checksResources)
struct BindTests {
  @Test func bindToObserversForwardsEveryEventToEachInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var order: [String] = []
    let logging = AnyObserver<Int> { event in order.append("log \(event)") }
    scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
    scheduler.scheduleAt(200) { _ = xs.bind(to: logging, AnyObserver(first)) }
    scheduler.start()
    #expect(second.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(
      first.events == [
        .next(210, 1), .next(210, 1), .next(220, 2), .next(220, 2), .completed(230),
        .completed(230),
      ])
    #expect(order == ["log next(1)", "log next(2)", "log completed"])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(200, 230)])
  }

  @Test func bindToObserversOfOptionalsWrapsEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let optional = scheduler.createObserver(Int?.self)
    scheduler.scheduleAt(200) { _ = xs.bind(to: optional) }
    scheduler.start()
    #expect(optional.events == [.next(210, Optional(1)), .error(220, TestError.boom)])
  }

  @Test func disposingTheBindingStopsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let observer = scheduler.createObserver(Int.self)
    let binding = SerialDisposable()
    scheduler.scheduleAt(200) { binding.disposable = xs.bind(to: observer) }
    scheduler.scheduleAt(300) { binding.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func bindToPublishRelaysAcceptsElementsAndNeverEndsThem() {
    let relay = PublishRelay<Int>()
    let other = PublishRelay<Int?>()
    var events: [Event<Int>] = []
    var optionals: [Int?] = []
    let watch = relay.subscribe { events.append($0) }
    let watchOther = other.subscribe(onNext: { optionals.append($0) })
    _ = Observable.of(1, 2).bind(to: relay, relay)
    _ = Observable.of(3).bind(to: other)
    relay.accept(4)
    #expect(events == [.next(1), .next(1), .next(2), .next(2), .next(4)])
    #expect(optionals == [3])
    watch.dispose()
    watchOther.dispose()
  }

  @Test func bindToBehaviorRelaysSetsTheirValue() {
    let relay = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<String?>(value: nil)
    _ = Observable.of(1, 2, 3).bind(to: relay)
    _ = Observable.just("x").bind(to: optional)
    #expect(relay.value == 3)
    #expect(optional.value == "x")
  }

  @Test func anErrorBoundToARelayGoesToTheDefaultHandlerAndTheRelayLivesOn() {
    let relay = BehaviorRelay(value: 0)
    var events: [Event<Int>] = []
    let watch = relay.subscribe { events.append($0) }
    let errors = reportedErrors {
      let source = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(TestError.boom)
        return Disposables.create()
      }
      _ = source.bind(to: relay)
    }
    relay.accept(2)
    #expect(errors.count == 1)
    #expect(errors.first as? TestError == .boom)
    #expect(events == [.next(0), .next(1), .next(2)])
    watch.dispose()
  }

  @Test func bindOnNextReceivesElementsAndReportsErrorsWithoutCrashing() {
    var received: [Int] = []
    let errors = reportedErrors {
      _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
      _ = Observable<Int>.error(TestError.other).bind(onNext: { received.append($0) })
    }
    #expect(received == [1, 2])
    #expect(errors.count == 1)
    #expect(errors.first as? TestError == .other)
  }

  @Test func bindToABinderFunctionHandsItTheSequence() {
    var received: [Int] = []
    func collect(_ source: Observable<Int>) -> Disposable {
      source.subscribe(onNext: { received.append($0) })
    }
    func collectScaled(_ source: Observable<Int>) -> (Int) -> Disposable {
      { factor in source.subscribe(onNext: { received.append($0 * factor) }) }
    }
    let plain: Disposable = Observable.of(1, 2).bind(to: collect)
    let curried: Disposable = Observable.of(1, 2).bind(to: collectScaled, curriedArgument: 10)
    #expect(received == [1, 2, 10, 20])
    plain.dispose()
    curried.dispose()
  }
}
