import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

/// The deprecated overloads that take seconds as a `TimeInterval`, reached as in
/// ``LegacyOperatorCalls``.
protocol LegacyTimeCalls {
  func observableOperators(_ source: Observable<Int>, _ scheduler: SchedulerType)
    -> [Observable<String>]
  func timers(_ scheduler: SchedulerType) -> [Observable<Int>]
  func traitOperators(_ source: Single<Int>, _ scheduler: SchedulerType) -> [Single<Int>]
  func sharedOperators(_ source: Driver<Int>) -> [Driver<Int>]
  func sharedTimers() -> [Observable<Int>]
}

struct LegacyTime: LegacyTimeCalls {
  @available(*, deprecated)
  func observableOperators(_ source: Observable<Int>, _ scheduler: SchedulerType)
    -> [Observable<String>]
  {
    [
      source.delay(5, scheduler: scheduler).map { "delay \($0)" },
      source.delaySubscription(5, scheduler: scheduler).map { "delaySubscription \($0)" },
      source.timeout(5, scheduler: scheduler).map { "timeout \($0)" }
        .catch { _ in .just("timed out") },
      source.timeout(5, other: Observable.just(-1), scheduler: scheduler).map { "other \($0)" },
      source.skip(15, scheduler: scheduler).map { "skip \($0)" },
      source.take(15, scheduler: scheduler).map { "take \($0)" },
      source.throttle(30, latest: false, scheduler: scheduler).map { "throttle \($0)" },
      source.buffer(timeSpan: 100, count: 2, scheduler: scheduler).map { "buffer \($0)" },
      source.window(timeSpan: 100, count: 2, scheduler: scheduler).flatMap { $0.toArray() }
        .map { "window \($0)" },
    ]
  }

  @available(*, deprecated)
  func timers(_ scheduler: SchedulerType) -> [Observable<Int>] {
    [
      Observable<Int>.interval(10, scheduler: scheduler).take(2),
      Observable<Int>.timer(5, scheduler: scheduler),
      Observable<Int>.timer(5, period: 10, scheduler: scheduler).take(2),
    ]
  }

  @available(*, deprecated)
  func traitOperators(_ source: Single<Int>, _ scheduler: SchedulerType) -> [Single<Int>] {
    [
      source.delay(5, scheduler: scheduler), source.delaySubscription(5, scheduler: scheduler),
      source.timeout(50, scheduler: scheduler),
      source.timeout(1, other: .just(-1), scheduler: scheduler),
      Single<Int>.timer(7, scheduler: scheduler),
    ]
  }

  @available(*, deprecated)
  func sharedOperators(_ source: Driver<Int>) -> [Driver<Int>] {
    [source.throttle(30, latest: false), source.debounce(5), source.delay(5)]
  }

  @available(*, deprecated)
  func sharedTimers() -> [Observable<Int>] {
    [
      Driver<Int>.interval(10).asObservable().take(2),
      Driver<Int>.timer(5, period: 10).asObservable().take(2),
    ]
  }
}

@Suite(.checksResources)
struct DeprecatedTimeIntervalTests {
  let legacy: any LegacyTimeCalls = LegacyTime()

  /// Each sequence's recorded events, all subscribed at 200 on one scheduler.
  func record<Element>(
    _ scheduler: TestScheduler, _ sequences: [Observable<Element>]
  ) -> [[Recorded<Event<Element>>]] {
    let observers = sequences.map { _ in scheduler.createObserver(Element.self) }
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      for (sequence, observer) in zip(sequences, observers) {
        subscriptions.append(sequence.subscribe(observer))
      }
    }
    scheduler.scheduleAt(1000) { for subscription in subscriptions { subscription.dispose() } }
    scheduler.start()
    return observers.map(\.events)
  }

  @Test func observableOperatorsTakeSeconds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let events = record(scheduler, legacy.observableOperators(xs.asObservable(), scheduler))
    #expect(events[0] == [.next(215, "delay 1"), .next(225, "delay 2"), .completed(235)])
    #expect(
      events[1] == [
        .next(210, "delaySubscription 1"), .next(220, "delaySubscription 2"), .completed(230),
      ])
    #expect(events[2] == [.next(205, "timed out"), .completed(205)])
    #expect(events[3] == [.next(205, "other -1"), .completed(205)])
    #expect(events[4] == [.next(220, "skip 2"), .completed(230)])
    #expect(events[5] == [.next(210, "take 1"), .completed(215)])
    #expect(events[6] == [.next(210, "throttle 1"), .completed(230)])
    #expect(events[7] == [.next(220, "buffer [1, 2]"), .next(230, "buffer []"), .completed(230)])
    #expect(events[8] == [.next(220, "window [1, 2]"), .next(230, "window []"), .completed(230)])
  }

  @Test func timersTakeSeconds() {
    let scheduler = TestScheduler(initialClock: 0)
    let events = record(scheduler, legacy.timers(scheduler))
    #expect(events[0] == [.next(210, 0), .next(220, 1), .completed(220)])
    #expect(events[1] == [.next(205, 0), .completed(205)])
    #expect(events[2] == [.next(205, 0), .next(215, 1), .completed(215)])
  }

  @Test func traitOperatorsTakeSeconds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
    let singles = legacy.traitOperators(xs.asSingle(), scheduler).map { $0.asObservable() }
    let events = record(scheduler, singles)
    // Only the element's time: when the completion lands is RxSwift's one-action-per-event rule.
    #expect(events[0].first == .next(215, 4))
    #expect(events[1] == [.next(215, 4), .completed(215)])
    #expect(events[2] == [.next(210, 4), .completed(210)])
    #expect(events[3] == [.next(201, -1), .completed(201)])
    #expect(events[4] == [.next(207, 0), .completed(207)])
  }

  @Test func sharedSequenceOperatorsTakeSeconds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2)])
    let events = SharingScheduler.mock(scheduler: scheduler) {
      let drivers = legacy.sharedOperators(xs.asDriver(onErrorJustReturn: 0))
      return record(scheduler, drivers.map { $0.asObservable() } + legacy.sharedTimers())
    }
    #expect(events[0] == [.next(211, 1)])
    #expect(events[1] == [.next(218, 2)])
    #expect(events[2] == [.next(216, 1), .next(218, 2)])
    #expect(events[3] == [.next(210, 0), .next(220, 1), .completed(220)])
    #expect(events[4] == [.next(205, 0), .next(215, 1), .completed(215)])
  }
}
