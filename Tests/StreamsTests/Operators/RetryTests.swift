import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct RetryTests {
  @Test func resubscribesAtEachErrorUpToTheAttemptCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.retry(3) }
    #expect(
      res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.boom)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  @Test func completionEndsRetrying() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.retry() }
    #expect(res.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func retriesUntilSuccess() {
    var attempts = 0
    let flaky = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.boom) : .just(attempts)
    }
    var events: [Event<Int>] = []
    _ = flaky.retry(5).subscribe { events.append($0) }
    #expect(events == [.next(3), .completed])
    #expect(attempts == 3)
  }

  @Test func foreverRetriesUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start(disposed: 255) { xs.retry() }
    #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
  }

  @Test func oneAttemptDoesNotRetry() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.retry(1) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func zeroAttemptsCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { xs.retry(0) }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func negativeAttemptsFailWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.retry(-1) }
    #expect(res.events == [.error(200, RxError.argumentOutOfRange)])
    #expect(xs.subscriptions == [])
  }

  @Test func synchronousFailuresDoNotGrowTheStack() {
    var attempts = 0
    let failing = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    var failure: Error?
    _ = failing.retry(100_000).subscribe(onError: { failure = $0 })
    #expect(attempts == 100_000)
    #expect(failure as? TestError == .boom)
  }

  @Test func foreverRetryOfSynchronousFailuresEventuallySucceeds() {
    var attempts = 0
    let flaky = Observable<Int>.deferred {
      attempts += 1
      return attempts < 100_000 ? .error(TestError.boom) : .just(attempts)
    }
    var received: [Int] = []
    var completed = false
    _ = flaky.retry().subscribe(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [100_000])
    #expect(completed)
  }

  @Test func releasesSourceAfterDisposal() {
    weak var weakProbe: Probe?
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      subscription = pending.map { _ in
        _ = probe
        return 0
      }.retry(3).subscribe()
    }
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
  }
}

/// Carries an observer into a dispatched block.
private struct SendableObserver<Element>: @unchecked Sendable {
  // Safe to send: each test calls a given observer from one block at a time, and the observer
  // `create` hands out drops events after termination or disposal under its own atomics.
  let observer: AnyObserver<Element>
}

@Suite(.checksResources)
struct RetryStressTests {
  @Test func failuresOnOtherThreadsResubscribeUntilSuccess() {
    let queue = DispatchQueue(label: "retry.stress", attributes: .concurrent)
    let attempts = Locked(0)
    let flaky = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      let box = SendableObserver(observer: observer)
      queue.async {
        if attempt < 2_000 {
          box.observer.onError(TestError.boom)
        } else {
          box.observer.onNext(attempt)
          box.observer.onCompleted()
        }
      }
      return Disposables.create()
    }
    let received = Locked<[Int]>([])
    let done = DispatchGroup()
    done.enter()
    let subscription = flaky.retry().subscribe(
      onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.leave() })
    #expect(done.wait(timeout: .now() + 20) == .success)
    queue.sync(flags: .barrier) {}
    subscription.dispose()
    #expect(received.withLock { $0 } == [2_000])
  }
}
