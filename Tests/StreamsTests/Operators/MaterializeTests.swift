import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MaterializeTests {
  @Test func turnsElementsAndCompletionIntoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.materialize() }
    #expect(
      res.events == [
        .next(210, Event.next(1)), .next(220, Event.next(2)), .next(300, Event<Int>.completed),
        .completed(300),
      ])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func turnsErrorIntoElementThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.materialize() }
    #expect(
      res.events == [
        .next(210, Event.next(1)), .next(250, Event<Int>.error(TestError.boom)), .completed(250),
      ])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func dematerializeUndoesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.materialize().dematerialize() }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 400) { xs.materialize() }
    #expect(res.events == [.next(210, Event.next(1))])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
