import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TakeLastTests {
  @Test func emitsTrailingElementsOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.takeLast(2) }
    #expect(res.events == [.next(300, 3), .next(300, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func shorterSourceEmitsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(3) }
    #expect(res.events == [.next(300, 1), .completed(300)])
  }

  @Test func zeroEmitsOnlyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(0) }
    #expect(res.events == [.completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func negativeCountFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.takeLast(-2) }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [])
  }

  @Test func upstreamErrorDropsBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.takeLast(2) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func disposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.takeLast(1) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func keepsOnlyTheLastElementsOfALongSource() {
    var received: [Int] = []
    _ = Observable.range(start: 0, count: 100_000).takeLast(3)
      .subscribe(onNext: { received.append($0) })
    #expect(received == [99_997, 99_998, 99_999])
  }

  @Test func downstreamDisposalStopsTheFlush() {
    var received: [Int] = []
    _ = Observable.of(1, 2, 3, 4).takeLast(3).take(1).subscribe(onNext: { received.append($0) })
    #expect(received == [2])
  }
}
