import Moya
import RxBlocking
import RxCocoa
import RxMoya
import RxRelay
import RxSwift
import RxTest
import TestSupport
import Testing

@testable import DropInApp

/// The copied-everywhere helpers, on their own: overlapping work keeps the indicator on until
/// the last piece ends, and the observable `SharedSequenceConvertibleType` gives them tells
/// the same story as their driver.
@Suite(.checksResources)
struct ActivityIndicatorTests {
  @Test func staysOnUntilTheLastOverlappingSequenceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let indicator = SharingScheduler.mock(scheduler: scheduler) { ActivityIndicator() }
    let short = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let long = scheduler.createColdObservable([.next(20, 2), .completed(100)])
    let loading = scheduler.createObserver(Bool.self)
    // The indicator's own `asObservable()` is the one the protocol gives.
    let watching = indicator.asObservable().subscribe(loading)
    let values = scheduler.start {
      Observable.merge(short.trackActivity(indicator), long.trackActivity(indicator))
    }
    watching.dispose()
    #expect(values.events == [.next(210, 1), .next(220, 2), .completed(300)])
    // The driver delivers on the scheduler: one tick after each change.
    #expect(loading.events == [.next(1, false), .next(201, true), .next(301, false)])
    #expect(short.subscriptions == [Subscription(200, 250)])
    #expect(long.subscriptions == [Subscription(200, 300)])
  }

  @Test func disposingEarlyEndsTheActivityToo() {
    let scheduler = TestScheduler(initialClock: 0)
    let indicator = SharingScheduler.mock(scheduler: scheduler) { ActivityIndicator() }
    let never = scheduler.createColdObservable([.next(10, 1)])
    let loading = scheduler.createObserver(Bool.self)
    let watching = indicator.asObservable().subscribe(loading)
    _ = scheduler.start(disposed: 400) { never.trackActivity(indicator) }
    watching.dispose()
    #expect(loading.events == [.next(1, false), .next(201, true), .next(401, false)])
    #expect(never.subscriptions == [Subscription(200, 400)])
  }

  @Test func theTrackerCollectsEveryErrorOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let tracker = ErrorTracker()
    let failing = scheduler.createColdObservable([
      .next(10, 1), .error(20, TestError.boom, Int.self),
    ])
    let errors = scheduler.createObserver(String.self)
    let watching = tracker.asObservable().map { "\($0)" }.subscribe(errors)
    let values = scheduler.start { failing.trackError(tracker).catchAndReturn(0) }
    watching.dispose()
    #expect(values.events == [.next(210, 1), .next(220, 0), .completed(220)])
    #expect(errors.events == [.next(220, "\(TestError.boom)")])
  }
}
