import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ConcatTests {
  @Test func subscribesSecondWhenFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 250)])
  }

  @Test func errorInFirstSkipsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [])
  }

  @Test func errorInSecondEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(30, TestError.other)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(230, 2), .error(250, TestError.other)])
    #expect(ys.subscriptions == [Subscription(220, 250)])
  }

  @Test func disposalDuringSecondDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(200, 3)])
    let res = scheduler.start(disposed: 300) { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 2)])
    #expect(ys.subscriptions == [Subscription(220, 300)])
  }

  @Test func staticFormsConcatenateInOrder() {
    var variadic: [Int] = []
    var array: [Int] = []
    _ = Observable.concat(.just(1), .of(2, 3), .just(4)).subscribe(onNext: { variadic.append($0) })
    _ = Observable.concat([Observable.just(1), .just(2)]).subscribe(onNext: { array.append($0) })
    #expect(variadic == [1, 2, 3, 4])
    #expect(array == [1, 2])
  }

  @Test func emptyListCompletes() {
    let res = TestScheduler(initialClock: 0).start { Observable.concat([Observable<Int>]()) }
    #expect(res.events == [.completed(200)])
  }

  @Test func sequenceIsIteratedLazily() {
    var made = 0
    let sources = sequence(first: 0) { $0 + 1 }.lazy.map { value -> Observable<Int> in
      made += 1
      return .just(value)
    }
    var received: [Int] = []
    _ = Observable.concat(sources).take(3).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 1, 2])
    #expect(made == 3)
  }

  @Test func hundredThousandSynchronousSourcesDoNotGrowTheStack() {
    let sources = (0..<100_000).map { Observable.just($0) }
    var count = 0
    var completed = false
    _ = Observable.concat(sources).subscribe(
      onNext: { _ in count += 1 }, onCompleted: { completed = true })
    #expect(count == 100_000)
    #expect(completed)
  }

  @Test func innerSequencesRunOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, first.asObservable()), .next(220, second.asObservable()), .completed(230),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .next(230, 2), .next(250, 3), .completed(260)])
    #expect(outer.subscriptions == [Subscription(200, 230)])
    #expect(first.subscriptions == [Subscription(210, 240)])
    #expect(second.subscriptions == [Subscription(240, 260)])
  }

  @Test func innerConcatWaitsForOuterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, inner.asObservable()), .completed(300)])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .completed(300)])
    #expect(inner.subscriptions == [Subscription(210, 230)])
  }

  @Test func innerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let waiting = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let outer = scheduler.createHotObservable([
      .next(210, failing.asObservable()), .next(215, waiting.asObservable()), .completed(400),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(outer.subscriptions == [Subscription(200, 230)])
    #expect(waiting.subscriptions == [])
  }

  @Test func outerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let outer = scheduler.createHotObservable([
      .next(210, inner.asObservable()), .error(250, TestError.other),
    ])
    let res = scheduler.start { outer.concat() }
    #expect(res.events == [.next(220, 1), .error(250, TestError.other)])
    #expect(inner.subscriptions == [Subscription(210, 250)])
  }

  @Test func innerConcatDisposalDisposesOuterAndInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let outer = scheduler.createHotObservable([.next(210, inner.asObservable())])
    let res = scheduler.start(disposed: 400) { outer.concat() }
    #expect(res.events == [.next(220, 1)])
    #expect(outer.subscriptions == [Subscription(200, 400)])
    #expect(inner.subscriptions == [Subscription(210, 400)])
  }

  @Test func innerConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
    let sources = (0..<100_000).map { Observable.just($0) }
    var count = 0
    var completed = false
    _ = Observable.from(sources).concat().subscribe(
      onNext: { _ in count += 1 }, onCompleted: { completed = true })
    #expect(count == 100_000)
    #expect(completed)
  }

  @Test func releasesSourcesAfterDisposal() {
    weak var weakProbe: Probe?
    let subscriptions: [Disposable]
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      let holding = pending.map { _ in
        _ = probe
        return 0
      }
      subscriptions = [
        Observable.just(0).concat(holding).subscribe(),
        Observable.just(holding).concat().subscribe(),
      ]
    }
    #expect(weakProbe != nil)
    for subscription in subscriptions { subscription.dispose() }
    #expect(weakProbe == nil)
  }
}

/// Carries an observer into a dispatched block.
private struct SendableObserver<Element>: @unchecked Sendable {
  // Safe to send: each test calls a given observer from one block at a time, and the observer
  // `create` hands out drops events after termination or disposal under its own atomics.
  let observer: AnyObserver<Element>
}

/// A source that emits `value` and completes from `queue`, after `subscribe` has returned.
private func asyncJust(_ value: Int, on queue: DispatchQueue) -> Observable<Int> {
  Observable.create { observer in
    let box = SendableObserver(observer: observer)
    queue.async {
      box.observer.onNext(value)
      box.observer.onCompleted()
    }
    return Disposables.create()
  }
}

@Suite(.checksResources)
struct ConcatStressTests {
  @Test func sourcesEndingOnOtherThreadsStayInOrder() {
    let queue = DispatchQueue(label: "concat.stress", attributes: .concurrent)
    let sources = (0..<2_000).map { asyncJust($0, on: queue) }
    let received = Locked<[Int]>([])
    let done = DispatchGroup()
    done.enter()
    let subscription = Observable.concat(sources).subscribe(
      onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.leave() })
    #expect(done.wait(timeout: .now() + 20) == .success)
    queue.sync(flags: .barrier) {}
    subscription.dispose()
    #expect(received.withLock { $0 } == Array(0..<2_000))
  }

  @Test func innerSequencesEndingOnOtherThreadsStayInOrder() {
    let queue = DispatchQueue(label: "concat.inner.stress", attributes: .concurrent)
    let outerQueue = DispatchQueue(label: "concat.outer")
    let outer = Observable<Observable<Int>>.create { observer in
      let box = SendableObserver(observer: observer)
      for value in 0..<2_000 {
        outerQueue.async { box.observer.onNext(asyncJust(value, on: queue)) }
      }
      outerQueue.async { box.observer.onCompleted() }
      return Disposables.create()
    }
    let received = Locked<[Int]>([])
    let done = DispatchGroup()
    done.enter()
    let subscription = outer.concat().subscribe(
      onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.leave() })
    #expect(done.wait(timeout: .now() + 20) == .success)
    outerQueue.sync {}
    queue.sync(flags: .barrier) {}
    subscription.dispose()
    #expect(received.withLock { $0 } == Array(0..<2_000))
  }
}
