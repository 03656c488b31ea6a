import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DebounceTests {
  @Test func emitsLatestAfterQuietPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(240, 2), .next(320, 3), .next(360, 4),
      .completed(500),
    ])
    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(290, 2), .next(410, 4), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func busySourceEmitsNothingUntilItCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(280),
    ])
    let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }
    #expect(res.events == [.next(280, 4), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 280)])
  }

  @Test func completionFlushesPendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(230, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func errorIsForwardedAtOnceAndDropsPendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalCancelsPendingTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(390, 2)])
    let res = scheduler.start(disposed: 400) { xs.debounce(.seconds(50), scheduler: scheduler) }
    #expect(res.events == [.next(260, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    // The timer due at 440 was cancelled: running it would have moved the clock there.
    #expect(scheduler.clock == 400)
  }

  @Test func releasesElementAndSinkAfterDisposal() {
    weak var weakProbe: Probe?
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1)])
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      subscription = xs.map { _ in probe }.debounce(.seconds(50), scheduler: scheduler)
        .subscribe()
    }
    scheduler.advanceTo(220)
    #expect(weakProbe != nil)
    subscription.dispose()
    scheduler.start()
    #expect(weakProbe == nil)
  }
}
