import Dispatch
import Foundation
import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct OperationQueueSchedulerTests {
  @Test func scheduleRunsAnOperationOnTheQueue() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let group = DispatchGroup()
    group.enter()
    let onQueue = Locked(false)
    _ = scheduler.schedule(()) { _ in
      onQueue.withLock { $0 = OperationQueue.current === queue }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(onQueue.withLock { $0 })
    #expect(scheduler.operationQueue === queue)
    #expect(scheduler.queuePriority == .normal)
  }

  @Test func disposingBeforeTheOperationRunsCancelsIt() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let log = Locked<[String]>([])
    let cancelled = scheduler.schedule(()) { _ in
      log.withLock { $0.append("cancelled") }
      return Disposables.create()
    }
    let group = DispatchGroup()
    group.enter()
    _ = scheduler.schedule(()) { _ in
      log.withLock { $0.append("kept") }
      group.leave()
      return Disposables.create()
    }
    cancelled.dispose()
    queue.isSuspended = false
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(log.withLock { $0 } == ["kept"])
  }

  @Test func operationsCarryThePriority() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
    let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
    let log = Locked<[String]>([])
    let group = DispatchGroup()
    group.enter()
    group.enter()
    _ = low.schedule(()) { _ in
      log.withLock { $0.append("low") }
      group.leave()
      return Disposables.create()
    }
    _ = high.schedule(()) { _ in
      log.withLock { $0.append("high") }
      group.leave()
      return Disposables.create()
    }
    #expect(queue.operations.map(\.queuePriority) == [.veryLow, .veryHigh])
    queue.isSuspended = false
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(log.withLock { $0 } == ["high", "low"])
  }

  @Test func subscribeOnOperationQueueSubscribesThere() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let group = DispatchGroup()
    group.enter()
    let seen = Locked<(onQueue: Bool, values: [Int])>((false, []))
    let source = Observable<Int>.create { observer in
      seen.withLock { $0.onQueue = OperationQueue.current === queue }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    _ = source.subscribe(on: scheduler).subscribe(
      onNext: { value in seen.withLock { $0.values.append(value) } },
      onCompleted: { group.leave() })
    #expect(group.wait(timeout: .now() + 10) == .success)
    queue.waitUntilAllOperationsAreFinished()
    #expect(seen.withLock { $0.onQueue })
    #expect(seen.withLock { $0.values } == [1])
  }
}
