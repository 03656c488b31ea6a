import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ToArrayTests {
  @Test func collectsElementsUntilCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.next(250, [1, 2, 3]), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func emptySourceEmitsEmptyArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.next(250, []), .completed(250)])
  }

  @Test func upstreamErrorDropsCollectedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.toArray() }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.toArray() }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func eachSubscriptionCollectsAfresh() {
    let source = Observable.of(1, 2).toArray()
    var arrays: [[Int]] = []
    _ = source.subscribe(onSuccess: { arrays.append($0) })
    _ = source.subscribe(onSuccess: { arrays.append($0) })
    #expect(arrays == [[1, 2], [1, 2]])
  }
}
