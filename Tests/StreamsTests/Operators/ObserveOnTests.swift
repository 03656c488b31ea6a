import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ObserveOnTests {
  @Test func testSchedulerDeliversEachEventOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 1), .next(221, 2), .completed(301)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func testSchedulerDeliversErrorOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    #expect(res.events == [.next(211, 1), .error(251, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func burstAtOneTickIsDeliveredOneActionPerEventATickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .next(210, 3), .completed(210),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    // RxSwift's order and timing: each event is its own scheduled action, due "now" when the
    // one before ran, which the test scheduler runs a tick later.
    #expect(res.events == [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
  }

  @Test func justOnTheTestSchedulerCompletesATickAfterItsElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42).observe(on: scheduler) }
    #expect(res.events == [.next(201, 42), .completed(202)])
  }

  @Test func disposalCancelsPendingDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(300, 1)])
    let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions == [Subscription(200, 300)])
    // The delivery due at 301 was cancelled: running it would have moved the clock there.
    #expect(scheduler.clock == 300)
  }

  /// A serial dispatch scheduler whose queue is marked with `key` (value `"serial"`).
  func serialScheduler(key: DispatchSpecificKey<String>) -> (SchedulerType, DispatchQueue) {
    let queue = DispatchQueue(label: "observe-on.serial")
    queue.setSpecific(key: key, value: "serial")
    return (SerialDispatchQueueScheduler(serialQueue: queue), queue)
  }

  @Test func observeOnSerialSchedulerKeepsOrderAndDeliversEverythingOnTheQueue() {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = serialScheduler(key: key)
    let group = DispatchGroup()
    group.enter()
    let log = Locked<(events: [Event<Int>], offQueue: Int)>(([], 0))
    let subscription = Observable.range(start: 0, count: 1_000).observe(on: scheduler)
      .subscribe { event in
        let onQueue = DispatchQueue.getSpecific(key: key) == "serial"
        log.withLock {
          $0.events.append(event)
          if !onQueue { $0.offQueue += 1 }
        }
        if event.isStopEvent { group.leave() }
      }
    #expect(group.wait(timeout: .now() + 10) == .success)
    queue.sync {}
    subscription.dispose()
    #expect(log.withLock { $0.offQueue } == 0)
    #expect(log.withLock { $0.events } == (0..<1_000).map { .next($0) } + [.completed])
  }

  @Test func observeOnSerialSchedulerDeliversErrorOnTheQueue() {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = serialScheduler(key: key)
    let group = DispatchGroup()
    group.enter()
    let log = Locked<[(Event<Int>, String?)]>([])
    let failing = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    _ = failing.observe(on: scheduler).subscribe { event in
      log.withLock { $0.append((event, DispatchQueue.getSpecific(key: key))) }
      if event.isStopEvent { group.leave() }
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    queue.sync {}
    #expect(log.withLock { $0.map(\.0) } == [.next(1), .error(TestError.boom)])
    #expect(log.withLock { $0.map(\.1) } == ["serial", "serial"])
  }

  @Test func observeOnDisposalCancelsPendingDeliveries() {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = serialScheduler(key: key)
    let gate = DispatchSemaphore(value: 0)
    // Hold the queue so that the deliveries stay pending.
    queue.async { _ = gate.wait(timeout: .now() + 10) }
    let received = Locked<[Event<Int>]>([])
    let subscription = Observable.of(1, 2, 3).observe(on: scheduler)
      .subscribe { event in received.withLock { $0.append(event) } }
    subscription.dispose()
    gate.signal()
    queue.sync {}
    #expect(received.withLock { $0 }.isEmpty)
  }

  @Test func observeOnSerialSchedulerKeepsOtherWorkBetweenEvents() {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = serialScheduler(key: key)
    let gate = DispatchSemaphore(value: 0)
    // Hold the queue while the events and the other work are queued.
    queue.async { _ = gate.wait(timeout: .now() + 10) }
    let log = Locked<[String]>([])
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: scheduler)
      .subscribe(onNext: { value in log.withLock { $0.append("\(value)") } })
    subject.onNext(1)
    queue.async { log.withLock { $0.append("other") } }
    subject.onNext(2)
    gate.signal()
    queue.sync {}
    subscription.dispose()
    // One dispatch per event, as it arrives, as in RxSwift: the other work keeps its place.
    #expect(log.withLock { $0 } == ["1", "other", "2"])
  }
}
