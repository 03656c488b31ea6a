import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TakeTests {
  @Test func completesAndDisposesUpstreamAtTheLastWantedElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.take(2) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func shorterSourceCompletesWhenItDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(5) }
    #expect(res.events == [.next(210, 1), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func forwardsErrorBeforeCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.take(3) }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func zeroCompletesAtOnceWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(0) }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func negativeCountFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let res = scheduler.start { xs.take(-1) }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [])
  }

  @Test func disposalBeforeCountStopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 400) { xs.take(3) }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func takeOneStopsASynchronousMillionElementSource() {
    var iterations = 0
    var received: [Int] = []
    var completed = false
    _ = Observable.range(start: 0, count: 1_000_000)
      .do(onNext: { _ in iterations += 1 })
      .take(1)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(iterations == 1)
    #expect(received == [0])
    #expect(completed)
  }

  @Test func takeOneStopsALazySequenceAfterOneStep() {
    var pulled = 0
    let lazy = (0..<1_000_000).lazy.map { value -> Int in
      pulled += 1
      return value
    }
    _ = Observable.from(lazy).take(1).subscribe()
    #expect(pulled == 1)
  }

  @Test func noCompletionAfterDownstreamDisposesOnLastElement() {
    var observer: AnyObserver<Int>?
    let source = Observable<Int>.create { captured in
      observer = captured
      return Disposables.create()
    }
    var subscription: Disposable?
    var events: [Event<Int>] = []
    subscription = source.take(1).subscribe { event in
      events.append(event)
      subscription?.dispose()
    }
    observer?.onNext(1)
    observer = nil
    #expect(events == [.next(1)])
  }
}
