import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleTests {
  @Test func createForwardsElementsUntilCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Infallible<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
          observer(.next(1))
          observer(.next(2))
          observer(.completed)
          observer(.next(3))
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.next(210, 1), .next(210, 2), .completed(210)])
  }

  @Test func subscribeCallsHandlersThenOnDisposed() {
    var log: [String] = []
    _ = Infallible.of(1, 2).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test func creationOperators() {
    #expect(
      TestScheduler(initialClock: 0).start { Infallible.just(1) }.events == [
        .next(200, 1), .completed(200),
      ])
    #expect(
      TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events == [
        .completed(200)
      ])
    #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events.isEmpty)
    #expect(
      TestScheduler(initialClock: 0).start { Infallible.from([1, 2]) }.events == [
        .next(200, 1), .next(200, 2), .completed(200),
      ])
    #expect(
      TestScheduler(initialClock: 0).start { Infallible.from(optional: Int?.none) }.events == [
        .completed(200)
      ])
  }

  @Test func mapFilterAndScanForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start {
      Infallible<Int>.create { observer in
        xs.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
      }
      .filter { $0 % 2 == 0 }.map { $0 * 10 }.scan(0, accumulator: +)
    }
    #expect(res.events == [.next(220, 20), .next(240, 60), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func disposalStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 400) {
      Infallible<Int>.create { observer in xs.subscribe(onNext: { observer(.next($0)) }) }
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }
}
