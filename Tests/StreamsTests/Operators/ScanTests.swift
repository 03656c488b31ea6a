import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ScanTests {
  @Test func emitsRunningAccumulation() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.scan(0, accumulator: +) }
    #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func intoFormMutatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
    #expect(res.events == [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
  }

  @Test func seedIsFreshPerSubscription() {
    let source = Observable.of(1, 2).scan(10, accumulator: +)
    var first: [Int] = []
    var second: [Int] = []
    _ = source.subscribe(onNext: { first.append($0) })
    _ = source.subscribe(onNext: { second.append($0) })
    #expect(first == [11, 13])
    #expect(second == [11, 13])
  }

  @Test func thrownErrorEndsSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.scan(0) { acc, value in
        if value == 2 { throw TestError.boom }
        return acc + value
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
