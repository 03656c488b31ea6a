import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MergeTests {
  @Test func mergesHotSourcesInTimeOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 300)])
  }

  @Test func errorOfOneSourceDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(225, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    #expect(res.events == [.next(210, 1), .next(220, 2), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys.subscriptions == [Subscription(200, 225)])
  }

  @Test func disposalEndsEverySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let res = scheduler.start(disposed: 235) { () -> Observable<Int> in
      let sources = [xs.asObservable(), ys.asObservable()]
      return Observable.merge(sources[...])
    }
    #expect(res.events == [.next(210, 1), .next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 235)])
    #expect(ys.subscriptions == [Subscription(200, 235)])
  }

  @Test func mergeOfObservablesWaitsForOuterAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
    let b = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(220, b.asObservable()), .completed(230),
    ])
    let res = scheduler.start { outer.merge() }
    #expect(
      res.events == [.next(220, 1), .next(225, 3), .next(240, 2), .completed(250)])
    #expect(outer.subscriptions == [Subscription(200, 230)])
    #expect(a.subscriptions == [Subscription(210, 250)])
    #expect(b.subscriptions == [Subscription(220, 230)])
  }

  @Test func maxConcurrentQueuesInnersInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()),
      .completed(240),
    ])
    let res = scheduler.start { outer.merge(maxConcurrent: 2) }
    #expect(
      res.events == [
        .next(220, 1), .next(230, 2), .next(250, 3), .completed(260),
      ])
    #expect(a.subscriptions == [Subscription(210, 260)])
    #expect(b.subscriptions == [Subscription(220, 240)])
    #expect(c.subscriptions == [Subscription(240, 260)])
  }

  @Test func maxConcurrentBelowOneFailsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([.next(210, Observable.just(1))])
    let res = scheduler.start { outer.merge(maxConcurrent: 0) }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(outer.subscriptions == [])
  }

  @Test func synchronousSourcesMergeTakingTurns() {
    var received: [Int] = []
    var completed = 0
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(
      onNext: { received.append($0) }, onCompleted: { completed += 1 })
    #expect(received == [1, 3, 2, 4])
    #expect(completed == 1)
  }

  @Test func emptyMergeCompletes() {
    var completed = 0
    _ = Observable<Int>.merge([]).subscribe(onCompleted: { completed += 1 })
    #expect(completed == 1)
  }

  @Test func synchronousInnerElementsAreDeliveredAsEmitted() {
    var received: [Int] = []
    var seenBeforeSecond: [Int] = []
    let inner = Observable<Int>.create { observer in
      observer.onNext(1)
      seenBeforeSecond = received
      observer.onNext(2)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = Observable.just(inner).merge().subscribe(onNext: { received.append($0) })
    #expect(seenBeforeSecond == [1])
    #expect(received == [1, 2])
  }

  @Test func hundredThousandQueuedSynchronousInnersRunInALoop() {
    let first = ManualSource<Int>()
    let count = 100_000
    var inners = [first.asObservable()]
    inners.reserveCapacity(count + 1)
    for value in 0..<count { inners.append(Observable.just(value)) }
    var received = 0
    var last = -1
    var completed = false
    let subscription = Observable.from(inners).merge(maxConcurrent: 1).subscribe(
      onNext: { value in
        received += 1
        last = value
      }, onCompleted: { completed = true })
    #expect(received == 0)
    first.onCompleted()
    #expect(received == count)
    #expect(last == count - 1)
    #expect(completed)
    subscription.dispose()
  }

  @Test func reentrantSendIsDeliveredAfterTheCurrentElement() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    var received: [Int] = []
    var depth = 0
    var maxDepth = 0
    let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(
      onNext: { value in
        depth += 1
        maxDepth = max(maxDepth, depth)
        received.append(value)
        if value == 1 { b.onNext(10) }
        if value == 10 { a.onNext(11) }
        depth -= 1
      })
    a.onNext(1)
    a.onNext(2)
    #expect(received == [1, 10, 11, 2])
    #expect(maxDepth == 1)
    subscription.dispose()
  }

  @Test func disposingFromInsideTheObserverStopsDelivery() {
    let source = ManualSource<Int>()
    var received: [Int] = []
    var subscription: Disposable?
    subscription = Observable.merge(source.asObservable(), Observable.never()).subscribe(
      onNext: { value in
        received.append(value)
        subscription?.dispose()
      })
    source.onNext(1)
    source.onNext(2)
    #expect(received == [1])
    #expect(!source.hasObservers)
    subscription = nil
  }

  @Test func releasesSourcesAfterCompletion() {
    weak var weakProbe: Probe?
    do {
      let probe = Probe()
      weakProbe = probe
      _ = Observable.merge(Observable.just(1).map { _ in probe }, Observable.empty())
        .subscribe()
    }
    #expect(weakProbe == nil)
  }
}
