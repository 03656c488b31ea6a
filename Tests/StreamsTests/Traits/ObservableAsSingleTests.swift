import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ObservableAsSingleTests {
  @Test func asSingleSendsTheElementOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.next(250, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asSingleFailsOnASecondElementAndDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func asSingleFailsWhenSourceCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(250, RxError.noElements)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asSingleForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func asSingleDisposalStopsSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    let res = scheduler.start(disposed: 300) { xs.asSingle() }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func asSingleOfOptionalKeepsANilElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Int?.none), .completed(250)])
    let res = scheduler.start { xs.asSingle() }
    #expect(res.events == [.next(250, nil), .completed(250)])
  }

  @Test func asMaybeSendsTheElementOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    #expect(scheduler.start { xs.asMaybe() }.events == [.next(250, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func asMaybeCompletesWhenSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(260, Int.self)])
    #expect(scheduler.start { xs.asMaybe() }.events == [.completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 260)])
  }

  @Test func asMaybeFailsOnASecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
    let res = scheduler.start { xs.asMaybe() }
    #expect(res.events == [.error(215, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [Subscription(200, 215)])
  }

  @Test func firstTakesTheFirstElementAndDisposesSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let res = scheduler.start { xs.first() }
    #expect(res.events == [.next(210, 1), .completed(210)])
    #expect(xs.subscriptions == [Subscription(200, 210)])
  }

  @Test func firstOfAnEmptySourceIsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.first() }
    #expect(res.events == [.next(250, nil), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func firstForwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let res = scheduler.start { xs.first() }
    #expect(res.events == [.error(230, TestError.boom)])
  }

  @Test func synchronousSourceStopsAtTheSecondElement() {
    var emitted: [Int] = []
    var failure: Swift.Error?
    _ = Observable.from(Array(1...1000)).map { value -> Int in
      emitted.append(value)
      return value
    }.asSingle().subscribe(onFailure: { failure = $0 })
    #expect(emitted == [1, 2])
    #expect(failure.map { "\($0)" } == "\(RxError.moreThanOneElement)")
  }
}
