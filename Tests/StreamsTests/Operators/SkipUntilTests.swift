import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SkipUntilTests {
  @Test func forwardsElementsAfterTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again")])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [.next(230, 3), .next(240, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func completionAfterTheOtherCompletedEmptyIsNotSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let other = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 220)])
  }

  @Test func completionBeforeTheOtherEmitsEndsBothSilently() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let other = scheduler.createHotObservable([.next(150, 0), .error(300, TestError.boom)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(200, 250)])
  }

  @Test func aNeverSourceStaysSubscribedAfterTheOtherCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.completed(225, Int.self)])
    let res = scheduler.start { xs.skip(until: other) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 1000)])
    #expect(other.subscriptions == [Subscription(200, 225)])
  }

  @Test func theSilentEndLeavesTheSubscriptionToItsOwner() {
    let source = ManualSource<Int>()
    let trigger = ManualSource<Int>()
    var terminated = false
    var disposed = false
    let subscription = source.asObservable().skip(until: trigger.asObservable())
      .subscribe(
        onError: { _ in terminated = true }, onCompleted: { terminated = true },
        onDisposed: { disposed = true })
    source.onNext(1)
    source.onCompleted()
    #expect(!source.hasObservers)
    #expect(!trigger.hasObservers)
    #expect(!terminated)
    #expect(!disposed)
    subscription.dispose()
    #expect(disposed)
  }
}
