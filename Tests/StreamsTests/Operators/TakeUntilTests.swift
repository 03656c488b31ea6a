import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TakeUntilTests {
  @Test func completesWhenTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(225, "stop"), .completed(400)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func otherCompletingWithoutElementsLetsTheSourceRun() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let other = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 1), .next(230, 3), .completed(300)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  @Test func otherErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let other = scheduler.createHotObservable([.error(220, TestError.boom, Int.self)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func sourceEndingFirstDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let other = scheduler.createHotObservable([.next(250, 0)])
    let res = scheduler.start { xs.take(until: other) }
    #expect(res.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(other.subscriptions == [Subscription(200, 230)])
  }

  @Test func otherThatEmitsAtOnceStopsBeforeTheSourceRuns() {
    let source = ManualSource<Int>()
    var events: [Event<Int>] = []
    _ = source.asObservable().take(until: Observable.just(())).subscribe { events.append($0) }
    #expect(events == [.completed])
    #expect(source.subscribeCount == 0)
  }

  @Test func disposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let res = scheduler.start(disposed: 250) { xs.take(until: other) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 250)])
  }

  @Test func predicateExclusive() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.take(until: { $0 == 3 }) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func predicateInclusive() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 4)])
    let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
    #expect(res.events == [.next(210, 1), .next(230, 3), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func throwingPredicateEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let thrown = scheduler.start { () -> Observable<Int> in
      xs.take(until: { value in
        if value == 2 { throw TestError.boom }
        return false
      })
    }
    #expect(thrown.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func predicateForwardsUpstreamTerminalEvents() {
    var events: [Event<Int>] = []
    _ = Observable.of(1, 2).take(until: { $0 > 5 }).subscribe { events.append($0) }
    _ = Observable<Int>.error(TestError.boom).take(until: { _ in true })
      .subscribe { events.append($0) }
    #expect(events == [.next(1), .next(2), .completed, .error(TestError.boom)])
  }
}
