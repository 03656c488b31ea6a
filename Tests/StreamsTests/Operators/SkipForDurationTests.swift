import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SkipForDurationTests {
  static func events() -> [Recorded<Event<Int>>] {
    [
      .next(150, 0), .next(210, 1), .next(250, 2), .next(310, 3), .next(350, 4),
      .completed(400),
    ]
  }

  @Test func dropsElementsUntilDurationEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.events())
    let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(310, 3), .next(350, 4), .completed(400)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func forSpellingBehavesTheSame() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.events())
    let res = scheduler.start { xs.skip(for: .seconds(100), scheduler: scheduler) }
    #expect(res.events == [.next(310, 3), .next(350, 4), .completed(400)])
  }

  @Test func errorPassesDuringTheSkip() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func completionPassesDuringTheSkip() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
    #expect(res.events == [.completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1)])
    let res = scheduler.start(disposed: 250) { xs.skip(.seconds(100), scheduler: scheduler) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(scheduler.clock == 250)
  }
}
