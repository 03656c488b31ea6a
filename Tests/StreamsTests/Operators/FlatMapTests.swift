import Streams
import StreamsTest
import TestSupport
import Testing

/// One cold inner per outer element, made before the run so its subscriptions can be checked.
private func inners(_ scheduler: TestScheduler, _ values: [Int], completeAfter: Int = 30)
  -> [Int: TestableObservable<Int>]
{
  var result: [Int: TestableObservable<Int>] = [:]
  for value in values {
    result[value] = scheduler.createColdObservable([
      .next(10, value * 10), .next(20, value * 10 + 1), .completed(completeAfter),
    ])
  }
  return result
}

@Suite(.checksResources)
struct FlatMapTests {
  @Test func mergesInnersAsTheyArrive() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1, 2])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
    let res = scheduler.start { xs.flatMap { inner[$0]?.asObservable() ?? .never() } }
    #expect(
      res.events == [
        .next(220, 10), .next(225, 20), .next(230, 11), .next(235, 21), .completed(300),
      ])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(inner[1]?.subscriptions == [Subscription(210, 240)])
    #expect(inner[2]?.subscriptions == [Subscription(215, 245)])
  }

  @Test func waitsForTheLastInnerAfterTheOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1], completeAfter: 100)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start { xs.flatMap { inner[$0]?.asObservable() ?? .never() } }
    #expect(res.events == [.next(220, 10), .next(230, 11), .completed(310)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(inner[1]?.subscriptions == [Subscription(210, 310)])
  }

  @Test func innerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(5, 7), .error(15, TestError.boom)])
    let other = scheduler.createColdObservable([.next(100, 8)])
    let xs = scheduler.createHotObservable([.next(210, 0), .next(212, 1), .completed(400)])
    let res = scheduler.start {
      xs.flatMap { $0 == 0 ? failing.asObservable() : other.asObservable() }
    }
    #expect(res.events == [.next(215, 7), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(other.subscriptions == [Subscription(212, 225)])
  }

  @Test func outerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1])
    let xs = scheduler.createHotObservable([.next(210, 1), .error(225, TestError.boom)])
    let res = scheduler.start { xs.flatMap { inner[$0]?.asObservable() ?? .never() } }
    #expect(res.events == [.next(220, 10), .error(225, TestError.boom)])
    #expect(inner[1]?.subscriptions == [Subscription(210, 225)])
  }

  @Test func throwingSelectorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.flatMap { value -> Observable<Int> in
        if value == 2 { throw TestError.boom }
        return .just(value)
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposalEndsOuterAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1])
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start(disposed: 225) {
      xs.flatMap { inner[$0]?.asObservable() ?? .never() }
    }
    #expect(res.events == [.next(220, 10)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(inner[1]?.subscriptions == [Subscription(210, 225)])
  }

  @Test func maxConcurrentSubscribesQueuedInnersAsSlotsFree() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1, 2, 3])
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(212, 2), .next(214, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.flatMap(maxConcurrent: 2) { inner[$0]?.asObservable() ?? .never() }
    }
    #expect(
      res.events == [
        .next(220, 10), .next(222, 20), .next(230, 11), .next(232, 21), .next(250, 30),
        .next(260, 31), .completed(300),
      ])
    #expect(inner[1]?.subscriptions == [Subscription(210, 240)])
    #expect(inner[2]?.subscriptions == [Subscription(212, 242)])
    #expect(inner[3]?.subscriptions == [Subscription(240, 270)])
  }

  @Test func maxConcurrentCallsTheSelectorOnArrival() {
    var calls: [Int] = []
    let gate = ManualSource<Int>()
    let subscription = Observable.of(1, 2, 3).flatMap(maxConcurrent: 1) { value in
      calls.append(value)
      return value == 1 ? gate.asObservable() : .just(value)
    }.subscribe()
    #expect(calls == [1, 2, 3])
    subscription.dispose()
  }

  @Test func maxConcurrentBelowOneFails() {
    var error: Error?
    _ = Observable.just(1).flatMap(maxConcurrent: -1) { Observable.just($0) }
      .subscribe(onError: { error = $0 })
    #expect(error as? RxError == .argumentOutOfRange)
  }

  @Test func concatMapRunsInnersOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1, 2])
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { xs.concatMap { inner[$0]?.asObservable() ?? .never() } }
    #expect(
      res.events == [
        .next(220, 10), .next(230, 11), .next(250, 20), .next(260, 21), .completed(270),
      ]
    )
    #expect(inner[1]?.subscriptions == [Subscription(210, 240)])
    #expect(inner[2]?.subscriptions == [Subscription(240, 270)])
  }

  @Test func concatMapOfSynchronousInnersKeepsOrder() {
    var received: [Int] = []
    _ = Observable.of(1, 2, 3).concatMap { Observable.of($0, $0 * 10) }
      .subscribe(onNext: { received.append($0) })
    #expect(received == [1, 10, 2, 20, 3, 30])
  }

  @Test func flatMapFirstIgnoresElementsWhileAnInnerIsActive() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = inners(scheduler, [1, 2, 3])
    var calls: [Int] = []
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(250, 3), .completed(260),
    ])
    let res = scheduler.start { () -> Observable<Int> in
      xs.flatMapFirst { value in
        calls.append(value)
        return inner[value]?.asObservable() ?? .never()
      }
    }
    #expect(
      res.events == [
        .next(220, 10), .next(230, 11), .next(260, 30), .next(270, 31), .completed(280),
      ]
    )
    #expect(calls == [1, 3])
    #expect(inner[1]?.subscriptions == [Subscription(210, 240)])
    #expect(inner[2]?.subscriptions == [])
    #expect(inner[3]?.subscriptions == [Subscription(250, 280)])
  }

  @Test func flatMapFirstForwardsInnerError() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.flatMapFirst { _ in failing.asObservable() } }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}
