import Dispatch
import Streams
import TestSupport
import Testing

/// The behaviour the serial and concurrent dispatch schedulers share, run against both.
@Suite(.checksResources)
struct DispatchSchedulerTests {
  enum Kind: String, CaseIterable, Sendable {
    case serial
    case concurrent
  }

  /// A scheduler of `kind` on a queue marked with `key`.
  func make(_ kind: Kind, key: DispatchSpecificKey<String>) -> (SchedulerType, DispatchQueue) {
    switch kind {
    case .serial:
      let queue = DispatchQueue(label: "dispatch-scheduler.serial")
      queue.setSpecific(key: key, value: kind.rawValue)
      return (SerialDispatchQueueScheduler(serialQueue: queue), queue)
    case .concurrent:
      let queue = DispatchQueue(label: "dispatch-scheduler.concurrent", attributes: .concurrent)
      queue.setSpecific(key: key, value: kind.rawValue)
      return (ConcurrentDispatchQueueScheduler(queue: queue), queue)
    }
  }

  @Test(arguments: Kind.allCases)
  func scheduleRunsOnTheQueue(kind: Kind) {
    let key = DispatchSpecificKey<String>()
    let (scheduler, _) = make(kind, key: key)
    let group = DispatchGroup()
    group.enter()
    let seen = Locked<String?>(nil)
    _ = scheduler.schedule(()) { _ in
      seen.withLock { $0 = DispatchQueue.getSpecific(key: key) }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(seen.withLock { $0 } == kind.rawValue)
  }

  @Test(arguments: Kind.allCases)
  func scheduleRelativeRunsAfterDueTime(kind: Kind) {
    let key = DispatchSpecificKey<String>()
    let (scheduler, _) = make(kind, key: key)
    let group = DispatchGroup()
    group.enter()
    let start = DispatchTime.now()
    let elapsed = Locked<UInt64?>(nil)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      elapsed.withLock { $0 = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect((elapsed.withLock { $0 } ?? 0) >= 20_000_000)
  }

  @Test(arguments: Kind.allCases)
  func disposingBeforeDueTimeCancelsTheAction(kind: Kind) {
    let key = DispatchSpecificKey<String>()
    let (scheduler, _) = make(kind, key: key)
    let ran = Locked(false)
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    cancelled.dispose()
    // A later timer on the same scheduler: once it fired, the cancelled one would have too.
    let group = DispatchGroup()
    group.enter()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(!ran.withLock { $0 })
  }

  @Test(arguments: Kind.allCases)
  func aRelativeActionThatRanIsReleasedWithoutBeingDisposed(kind: Kind) {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = make(kind, key: key)
    let group = DispatchGroup()
    group.enter()
    weak var work: AnyObject?
    // The action waits for the first check: a timer that fired and was released before it
    // (1 ms on a loaded machine) would make the check fail for no fault of the scheduler.
    let checked = DispatchSemaphore(value: 0)
    do {
      let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
        _ = checked.wait(timeout: .now() + 10)
        group.leave()
        return Disposables.create()
      }
      work = scheduled as AnyObject
    }
    #expect(work != nil)
    checked.signal()
    #expect(group.wait(timeout: .now() + 10) == .success)
    // The fired timer releases its handler on its queue; a bounded number of queue turns.
    for _ in 0..<1_000 where work != nil { queue.sync(flags: .barrier) {} }
    #expect(work == nil)
  }

  @Test(arguments: Kind.allCases)
  func schedulePeriodicTicksUntilDisposed(kind: Kind) {
    let key = DispatchSpecificKey<String>()
    let (scheduler, queue) = make(kind, key: key)
    let group = DispatchGroup()
    group.enter()
    let ticks = Locked<[Int]>([])
    let subscription = SerialDisposable()
    subscription.disposable = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(1), period: .milliseconds(2)
    ) { count in
      let total = ticks.withLock { list -> Int in
        list.append(count)
        return list.count
      }
      if total == 5 {
        subscription.dispose()
        group.leave()
      }
      return count + 1
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    // Several periods later, no tick came after the disposal.
    let later = DispatchGroup()
    later.enter()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      later.leave()
      return Disposables.create()
    }
    #expect(later.wait(timeout: .now() + 10) == .success)
    queue.sync(flags: .barrier) {}
    #expect(ticks.withLock { $0 } == [0, 1, 2, 3, 4])
  }

  @Test func concurrentSchedulerRunsActionsAtTheSameTime() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let first = DispatchSemaphore(value: 0)
    let second = DispatchSemaphore(value: 0)
    let results = Locked<[DispatchTimeoutResult]>([])
    let group = DispatchGroup()
    group.enter()
    group.enter()
    // Each action waits for the other: on a serial queue the first would time out.
    _ = scheduler.schedule(()) { _ in
      first.signal()
      let result = second.wait(timeout: .now() + 10)
      results.withLock { $0.append(result) }
      group.leave()
      return Disposables.create()
    }
    _ = scheduler.schedule(()) { _ in
      second.signal()
      let result = first.wait(timeout: .now() + 10)
      results.withLock { $0.append(result) }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 20) == .success)
    #expect(results.withLock { $0 } == [.success, .success])
  }

  @Test func concurrentSchedulerKeepsItsConfiguration() {
    let queue = DispatchQueue(label: "dispatch-scheduler.config", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue, leeway: .milliseconds(3))
    #expect(scheduler.queue === queue)
    #expect(scheduler.leeway == .milliseconds(3))
    #expect(abs(scheduler.now.timeIntervalSinceNow) < 5)
  }
}
