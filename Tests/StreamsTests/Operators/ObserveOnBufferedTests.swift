import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// A scheduler that runs each action `delay` ticks after it is asked to, on a `TestScheduler`.
///
/// It plays the drain of an observer slower than its source, and counts the actions asked for.
struct SlowScheduler: ImmediateSchedulerType {
  let scheduler: TestScheduler
  let delay: Int
  let actions = Locked(0)

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    actions.withLock { $0 += 1 }
    return scheduler.scheduleRelative(state, dueTime: .seconds(delay), action: action)
  }
}

@Suite(.checksResources)
struct ObserveOnBufferedTests {
  /// Eight elements a tick apart from 201, then completion at 209.
  static var burst: [Recorded<Event<Int>>] {
    (1...8).map { .next(200 + $0, $0) } + [.completed(209)]
  }

  @Test func dropOldestKeepsTheLatestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable(Self.burst)
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 3, whenFull: .dropOldest) }
    #expect(res.events == [.next(211, 6), .next(211, 7), .next(211, 8), .completed(211)])
    #expect(xs.subscriptions == [Subscription(200, 209)])
  }

  @Test func dropNewestKeepsTheEarliestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable(Self.burst)
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 3, whenFull: .dropNewest) }
    #expect(res.events == [.next(211, 1), .next(211, 2), .next(211, 3), .completed(211)])
    #expect(xs.subscriptions == [Subscription(200, 209)])
  }

  @Test func failDeliversTheWaitingElementsThenTheErrorAndStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable(Self.burst)
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 3, whenFull: .fail) }
    #expect(
      res.events == [
        .next(211, 1), .next(211, 2), .next(211, 3), .error(211, BufferOverflowError(limit: 3)),
      ])
    // The fourth element found the buffer full: the source stopped there.
    #expect(xs.subscriptions == [Subscription(200, 204)])
  }

  @Test func theTerminalEventIsNeverDroppedAndComesAfterTheElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable([
      .next(201, 1), .next(202, 2), .next(203, 3), .error(204, TestError.boom),
    ])
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 2, whenFull: .dropNewest) }
    #expect(res.events == [.next(211, 1), .next(211, 2), .error(211, TestError.boom)])
  }

  @Test func aSourceTheObserverKeepsUpWithLosesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 5)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ])
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 1, whenFull: .fail) }
    #expect(res.events == [.next(215, 1), .next(225, 2), .next(235, 3), .completed(255)])
  }

  @Test func aBurstIsOneDrainNotOneActionPerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 1)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4), .completed(210),
    ])
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 8, whenFull: .fail) }
    #expect(
      res.events == [.next(211, 1), .next(211, 2), .next(211, 3), .next(211, 4), .completed(211)])
    #expect(slow.actions.withLock { $0 } == 1)
  }

  @Test func elementsThatArriveDuringADrainGetTheNextDrain() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let subject = PublishSubject<Int>()
    scheduler.scheduleAt(205) {
      subject.onNext(1)
      subject.onNext(2)
    }
    let res = scheduler.start {
      subject.observe(on: slow, bufferLimit: 4, whenFull: .fail)
        .do(onNext: { if $0 == 1 { subject.onNext(100) } })
    }
    #expect(res.events == [.next(215, 1), .next(215, 2), .next(225, 100)])
    #expect(slow.actions.withLock { $0 } == 2)
  }

  @Test func disposingDropsTheBufferAndCancelsTheDrain() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .completed(203)])
    let res = scheduler.start(disposed: 205) {
      xs.observe(on: slow, bufferLimit: 4, whenFull: .dropOldest)
    }
    #expect(res.events.isEmpty)
    // The drain due at 211 was cancelled: running it would have moved the clock there.
    #expect(scheduler.clock == 205)
  }

  @Test func aLimitBelowOneCountsAsOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = SlowScheduler(scheduler: scheduler, delay: 10)
    let xs = scheduler.createHotObservable(Self.burst)
    let res = scheduler.start { xs.observe(on: slow, bufferLimit: 0, whenFull: .dropOldest) }
    #expect(res.events == [.next(211, 8), .completed(211)])
  }

  @Test func aBlockedObserverOnASerialQueueHoldsAtMostTheLimit() {
    let queue = DispatchQueue(label: "observe-on-buffered.serial")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let gate = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let received = Locked<[Event<Int>]>([])
    let subscription = Observable.range(start: 0, count: 10_000)
      .observe(on: scheduler, bufferLimit: 16, whenFull: .dropOldest)
      .subscribe { event in
        // The first delivery waits until the source has sent everything.
        if received.withLock({ $0.isEmpty }) { _ = gate.wait(timeout: .now() + 10) }
        received.withLock { $0.append(event) }
        if event.isStopEvent { done.signal() }
      }
    gate.signal()
    #expect(done.wait(timeout: .now() + 10) == .success)
    queue.sync {}
    subscription.dispose()
    let events = received.withLock { $0 }
    let elements = events.compactMap(\.element)
    #expect(events.last == .completed)
    #expect(elements.count <= 17)
    #expect(elements.last == 9_999)
    #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
  }
}
