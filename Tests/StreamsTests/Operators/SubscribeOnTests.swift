import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SubscribeOnTests {
  @Test func subscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let times = Locked<(subscribed: Int?, disposed: Int?)>((nil, nil))
    let xs = Observable<Int>.create { _ in
      times.withLock { $0.subscribed = scheduler.clock }
      return Disposables.create { times.withLock { $0.disposed = scheduler.clock } }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events.isEmpty)
    // Work scheduled for now runs one tick later on the test scheduler.
    #expect(times.withLock { $0.subscribed } == 201)
    #expect(times.withLock { $0.disposed } == 1001)
  }

  @Test func forwardsElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(250, 1), .next(260, 2), .completed(300),
    ])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(250, 1), .next(260, 2), .completed(300)])
    // The finished source is released by a scheduled action, a tick later, as in RxSwift.
    #expect(xs.subscriptions == [Subscription(201, 301)])
  }

  @Test func forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .error(300, TestError.boom)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(250, 1), .error(300, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(201, 301)])
  }

  @Test func disposalBeforeScheduledSubscriptionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(250, 1)])
    let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) {
      xs.subscribe(on: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions.isEmpty)
  }

  @Test func nothingIsDeliveredBetweenDisposalAndScheduledSourceDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    // The disposal at 400 reaches the source at 401; its event at 400 comes after the
    // disposal and is dropped.
    let xs = scheduler.createHotObservable([.next(300, 1), .next(401, 2)])
    let observer = scheduler.createObserver(Int.self)
    let subscription = SerialDisposable()
    scheduler.scheduleAt(200) {
      subscription.disposable = xs.subscribe(on: scheduler).subscribe(observer)
    }
    scheduler.scheduleAt(400) { subscription.dispose() }
    scheduler.start()
    #expect(observer.events == [.next(300, 1)])
    #expect(xs.subscriptions == [Subscription(201, 401)])
  }

  @Test func subscribesAndDisposesOnTheDispatchQueue() {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "subscribe-on.test")
    queue.setSpecific(key: key, value: "subscribe-on")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let seen = Locked<[String?]>([])
    let subscribed = DispatchGroup()
    let disposed = DispatchGroup()
    subscribed.enter()
    disposed.enter()
    let xs = Observable<Int>.create { _ in
      seen.withLock { $0.append(DispatchQueue.getSpecific(key: key)) }
      subscribed.leave()
      return Disposables.create {
        seen.withLock { $0.append(DispatchQueue.getSpecific(key: key)) }
        disposed.leave()
      }
    }
    let subscription = xs.subscribe(on: scheduler).subscribe()
    #expect(subscribed.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    #expect(disposed.wait(timeout: .now() + 10) == .success)
    // Let the scheduled disposal finish and release the source's lifetime.
    queue.sync {}
    #expect(seen.withLock { $0 } == ["subscribe-on", "subscribe-on"])
  }
}
