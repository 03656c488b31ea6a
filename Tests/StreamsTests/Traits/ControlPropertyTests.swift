import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// RxCocoa's `ControlProperty` and `ControlEvent`: values out, settings in.
///
/// On the main actor, where they subscribe at once, so time stays virtual.
@Suite(.checksResources)
@MainActor
struct ControlPropertyTests {
  @Test func readsValuesAndSendsSettingsToTheSink() {
    #expect(MainScheduler.isMainQueue)
    let scheduler = TestScheduler(initialClock: 0)
    let values = scheduler.createHotObservable([.next(0, "a"), .next(210, "b"), .next(220, "c")])
    let sink = scheduler.createObserver(String.self)
    let property = ControlProperty(values: values, valueSink: sink)
    scheduler.scheduleAt(300) { property.onNext("set") }
    scheduler.scheduleAt(310) { property.onCompleted() }
    let res = scheduler.start { property.asObservable() }
    #expect(res.events == [.next(210, "b"), .next(220, "c")])
    #expect(sink.events == [.next(300, "set"), .completed(310)])
    #expect(values.subscriptions == [Subscription(200, 1000)])
  }

  @Test func anErrorSentToThePropertyIsReportedNotForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let sink = scheduler.createObserver(Int.self)
    let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
    let reported = reportedErrors { property.onError(TestError.boom) }
    #expect(reported.map { $0 as? TestError } == [.boom])
    #expect(sink.events.isEmpty)
  }

  @Test func changedSkipsTheCurrentValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let values = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .next(20, 3)])
    let property = ControlProperty(values: values, valueSink: AnyObserver { _ in })
    let res = scheduler.start { property.changed.asObservable() }
    #expect(res.events == [.next(210, 2), .next(220, 3)])
  }

  @Test func orEmptyReadsNilAsTheEmptyStringBothWays() {
    let scheduler = TestScheduler(initialClock: 0)
    let values: [Recorded<Event<String?>>] = [.next(10, nil), .next(20, "a")]
    let text = scheduler.createColdObservable(values)
    let sink = scheduler.createObserver(String?.self)
    let property = ControlProperty(values: text, valueSink: sink).orEmpty
    scheduler.scheduleAt(300) { property.onNext("typed") }
    let res = scheduler.start { property.asObservable() }
    #expect(res.events == [.next(210, ""), .next(220, "a")])
    #expect(sink.events == [.next(300, "typed")])
  }

  @Test func driversAndSignalsDeliverOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let event = ControlEvent(events: taps)
    let property = ControlProperty(values: taps, valueSink: AnyObserver { _ in })
    let signal = scheduler.createObserver(Int.self)
    let driver = scheduler.createObserver(Int.self)
    let propertyDriver = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let bag = DisposeBag()
      event.asSignal().emit(to: signal).disposed(by: bag)
      event.asDriver().drive(driver).disposed(by: bag)
      property.asDriver().drive(propertyDriver).disposed(by: bag)
      scheduler.start()
    }
    for observer in [signal, driver, propertyDriver] {
      #expect(observer.events == [.next(211, 1), .next(221, 2)])
    }
  }

  @Test func aFailingEventSourceIsReportedAndEndsItsDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let event = ControlEvent(events: failing)
    var res: TestableObserver<Int>?
    let reported = reportedErrors {
      res = SharingScheduler.mock(scheduler: scheduler) {
        scheduler.start { event.asDriver().asObservable() }
      }
    }
    // The error hops to the scheduler (221), then the empty driver completes there (222), as
    // `asDriver(onErrorRecover:)` does for any fallback.
    #expect(res?.events == [.next(211, 1), .completed(222)])
    #expect(reported.map { $0 as? TestError } == [.boom])
  }
}

/// Off the main queue, a control property or event subscribes its source on the main queue, as
/// RxCocoa does.
@Suite(.checksResources)
struct ControlSubscriptionTests {
  @Test func subscribesItsSourceOnTheMainQueue() {
    #expect(!MainScheduler.isMainQueue)
    let subscribedOnMain = Locked<[Bool]>([])
    let done = DispatchSemaphore(value: 0)
    let source = Observable<Int>.create { observer in
      subscribedOnMain.withLock { $0.append(MainScheduler.isMainQueue) }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    let property = ControlProperty(values: source, valueSink: AnyObserver { _ in })
    let event = ControlEvent(events: source)
    let first = property.subscribe(onCompleted: { done.signal() })
    let second = event.subscribe(onCompleted: { done.signal() })
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(done.wait(timeout: .now() + 10) == .success)
    first.dispose()
    second.dispose()
    #expect(subscribedOnMain.withLock { $0 } == [true, true])
  }
}
