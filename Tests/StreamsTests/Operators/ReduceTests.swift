import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ReduceTests {
  @Test func emitsFinalAccumulatorOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    #expect(res.events == [.next(250, 6), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func mapResultTransformsFinalValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
    #expect(res.events == [.next(250, "sum 3"), .completed(250)])
  }

  @Test func intoFormMutatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.reduce(into: [Int]()) { $0.append($1) } }
    #expect(res.events == [.next(250, [1, 2]), .completed(250)])
  }

  @Test func emptySourceEmitsSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.reduce(42, accumulator: +) }
    #expect(res.events == [.next(250, 42), .completed(250)])
  }

  @Test func upstreamErrorEmitsNothingElse() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.reduce(0, accumulator: +) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func thrownAccumulatorErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.reduce(0) { acc, value in
        if value == 2 { throw TestError.boom }
        return acc + value
      }
    }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownMapResultErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.reduce(0, accumulator: +, mapResult: { _ in throw TestError.other })
    }
    #expect(res.events == [.error(250, TestError.other)])
  }

  @Test func disposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.reduce(0, accumulator: +) }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func downstreamTakeOneStopsBeforeCompletion() {
    var events: [Event<Int>] = []
    _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).take(1).subscribe { events.append($0) }
    #expect(events == [.next(6), .completed])
  }
}
