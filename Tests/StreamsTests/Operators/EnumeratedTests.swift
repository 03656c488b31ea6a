import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct EnumeratedTests {
  @Test func pairsElementsWithIndices() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
    #expect(
      res.events == [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, TestError.boom)])
    let res = scheduler.start { xs.enumerated().map { $0.index } }
    #expect(res.events == [.next(210, 0), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func indexRestartsPerSubscription() {
    let source = Observable.of("a", "b").enumerated()
    var indices: [Int] = []
    _ = source.subscribe(onNext: { indices.append($0.index) })
    _ = source.subscribe(onNext: { indices.append($0.index) })
    #expect(indices == [0, 1, 0, 1])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(500, "b")])
    let res = scheduler.start(disposed: 400) { xs.enumerated().map { $0.index } }
    #expect(res.events == [.next(210, 0)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
