import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// When `subscribe(on:)` releases a source that ended by itself, as in RxSwift: an `Observable`
/// releases itself at its terminal event, inline; a type conforming to `ObservableType` by its
/// own `subscribe(_:)` is released by the disposal scheduled on the scheduler.
@Suite(.checksResources)
struct SubscribeOnReleaseTests {
  @Test func createSourceIsReleasedInlineRightAfterItsTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[String]>([])
    let xs = Observable<Int>.create { observer in
      scheduler.scheduleAt(300) { observer.onCompleted() }
      return Disposables.create { log.withLock { $0.append("released at \(scheduler.clock)") } }
    }
    let res = scheduler.start {
      xs.subscribe(on: scheduler).do(onCompleted: {
        log.withLock { $0.append("completed at \(scheduler.clock)") }
      })
    }
    #expect(res.events == [.completed(300)])
    // RxSwift's create sink forwards the terminal event, then disposes what `create` returned.
    #expect(log.withLock { $0 } == ["completed at 300", "released at 300"])
  }

  @Test func sourceBehindAnOperatorIsReleasedAtItsTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 10 }.subscribe(on: scheduler) }
    #expect(res.events == [.next(250, 10), .completed(300)])
    // RxSwift's map sink disposes its upstream as soon as it has forwarded the completion.
    #expect(xs.subscriptions == [Subscription(201, 300)])
  }

  @Test func testObservableAsObservableIsReleasedAtItsTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .error(300, TestError.boom)])
    let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
    #expect(res.events == [.next(250, 1), .error(300, TestError.boom)])
    // `asObservable()` wraps the test observable in `create`, which releases it at once.
    #expect(xs.subscriptions == [Subscription(201, 300)])
  }

  @Test func coldTestObservableIsReleasedByTheScheduledDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    #expect(res.events == [.next(211, 1), .completed(221)])
    #expect(xs.subscriptions == [Subscription(201, 222)])
  }

  @Test func ownConformerEndingWhileSubscribedIsReleasedOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let releasedAt = Locked<Int?>(nil)
    let source = Immediate(scheduler: scheduler, releasedAt: releasedAt)
    let res = scheduler.start { source.subscribe(on: scheduler) }
    #expect(res.events == [.next(201, 7), .completed(201)])
    // Subscribed at 201, ended inside its own `subscribe(_:)`: released by the action the
    // completion scheduled, a tick later.
    #expect(releasedAt.withLock { $0 } == 202)
  }

  @Test func createEndingOffTheQueueIsReleasedOnTheEndingThread() {
    let (queue, key) = markedQueue()
    let trigger = PublishSubject<Int>()
    let releasedOn = Locked<[String]>([])
    let xs = Observable<Int>.create { observer in
      let forwarding = trigger.subscribe(observer)
      return Disposables.create {
        forwarding.dispose()
        releasedOn.withLock { $0.append(DispatchQueue.getSpecific(key: key) ?? "ending thread") }
      }
    }
    let subscription = xs.subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue))
      .subscribe()
    // The scheduled subscription has run, and `create` holds what it returned.
    queue.sync {}
    trigger.onCompleted()
    // Released before `onCompleted()` returned, on this thread.
    #expect(releasedOn.withLock { $0 } == ["ending thread"])
    // The disposal the completion scheduled finds nothing left.
    queue.sync {}
    subscription.dispose()
    #expect(releasedOn.withLock { $0 } == ["ending thread"])
  }

  @Test func ownConformerEndingOffTheQueueIsReleasedOnTheQueue() {
    let (queue, key) = markedQueue()
    let trigger = PublishSubject<Int>()
    let releasedOn = Locked<[String]>([])
    let released = DispatchGroup()
    released.enter()
    let source = Forwarding(trigger: trigger) {
      releasedOn.withLock { $0.append(DispatchQueue.getSpecific(key: key) ?? "ending thread") }
      released.leave()
    }
    let subscription = source.subscribe(on: SerialDispatchQueueScheduler(serialQueue: queue))
      .subscribe()
    queue.sync {}
    // Ends on this thread, not on the scheduler's queue.
    trigger.onCompleted()
    #expect(released.wait(timeout: .now() + 10) == .success)
    queue.sync {}
    subscription.dispose()
    #expect(releasedOn.withLock { $0 } == ["subscribe-on"])
  }
}

/// A serial queue whose work sees `"subscribe-on"` under the returned key.
private func markedQueue() -> (DispatchQueue, DispatchSpecificKey<String>) {
  let key = DispatchSpecificKey<String>()
  let queue = DispatchQueue(label: "subscribe-on.release")
  queue.setSpecific(key: key, value: "subscribe-on")
  return (queue, key)
}

/// A conformer that sends `7` and completes inside `subscribe(_:)`, and notes when it is
/// released.
private struct Immediate: ObservableType {
  typealias Element = Int
  let scheduler: TestScheduler
  let releasedAt: Locked<Int?>

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Int {
    observer.onNext(7)
    observer.onCompleted()
    return Disposables.create { [scheduler, releasedAt] in
      releasedAt.withLock { $0 = scheduler.clock }
    }
  }
}

/// A conformer that forwards `trigger` and runs `onRelease` when its subscription is disposed.
private struct Forwarding: ObservableType {
  typealias Element = Int
  let trigger: PublishSubject<Int>
  let onRelease: @Sendable () -> Void

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Int {
    let forwarding = trigger.subscribe(observer)
    return Disposables.create { [onRelease] in
      forwarding.dispose()
      onRelease()
    }
  }
}
