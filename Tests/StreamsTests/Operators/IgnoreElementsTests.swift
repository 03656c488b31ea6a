import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct IgnoreElementsTests {
  @Test func forwardsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.ignoreElements() }
    #expect(res.events == [.completed(300, Never.self)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.ignoreElements() }
    #expect(res.events == [.error(250, TestError.boom, Never.self)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalEndsSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.ignoreElements() }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
