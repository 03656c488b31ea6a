import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct StartWithTests {
  @Test func emitsPrefixThenSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.startWith(8, 9) }
    #expect(res.events == [.next(200, 8), .next(200, 9), .next(220, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func forwardsUpstreamError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let res = scheduler.start { xs.startWith(1) }
    #expect(res.events == [.next(200, 1), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func noPrefixIsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { xs.startWith() }
    #expect(res.events == [.next(220, 2), .completed(250)])
  }

  @Test func disposalInsidePrefixSkipsTheRestAndTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let res = scheduler.start { xs.startWith(7, 8, 9).take(2) }
    #expect(res.events == [.next(200, 7), .next(200, 8), .completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .next(500, 3)])
    let res = scheduler.start(disposed: 400) { xs.startWith(1) }
    #expect(res.events == [.next(200, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
