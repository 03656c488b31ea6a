import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct BufferTests {
  @Test func emitsWhenFullOrWhenTimeSpanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4),
      .completed(480),
    ])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    // Full at 230 (which restarts the timespan), then by time at 330 and 430 (empty), and the
    // last, empty buffer right before the completion.
    #expect(
      res.events == [
        .next(230, [1, 2, 3]), .next(330, [4]), .next(430, []), .next(480, []),
        .completed(480),
      ])
    #expect(xs.subscriptions == [Subscription(200, 480)])
  }

  @Test func emitsEmptyBufferEveryTimeSpan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(650)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
    }
    #expect(
      res.events == [
        .next(300, []), .next(400, []), .next(500, []), .next(600, []), .next(650, []),
        .completed(650),
      ])
  }

  @Test func completionFlushesPartialBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    #expect(res.events == [.next(250, [1, 2]), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func errorIsForwardedAndDropsBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1)])
    let res = scheduler.start(disposed: 250) {
      xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(scheduler.clock == 250)
  }

  @Test func countBelowOneFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1)])
    let res = scheduler.start {
      xs.buffer(timeSpan: .seconds(100), count: 0, scheduler: scheduler)
    }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions.isEmpty)
  }
}
