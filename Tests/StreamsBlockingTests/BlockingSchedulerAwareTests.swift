import Dispatch
import Streams
import StreamsBlocking
import TestSupport
import Testing

/// Blocking on the thread the sequence delivers on: the wait runs the work owed to the sequence
/// instead of deadlocking until the timeout.
@Suite(.checksResources)
struct BlockingSchedulerAwareTests {
  /// Runs `body` on the main queue and waits, bounded, for it to finish.
  func onMainQueue<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
    let result = Locked<Result?>(nil)
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.main.async {
      result.withLock { $0 = body() }
      group.leave()
    }
    guard group.wait(timeout: .now() + 20) == .success else { return nil }
    return result.withLock { $0 }
  }

  @Test func blockingOnTheMainQueueRunsWorkObservedOnTheMainScheduler() {
    let outcome = onMainQueue { () -> [Int]? in
      let background = ConcurrentDispatchQueueScheduler(qos: .default)
      let source = Observable.of(1, 2, 3).subscribe(on: background)
        .observe(on: MainScheduler.instance)
      return try? source.toBlocking(timeout: 10).toArray()
    }
    #expect(outcome == [1, 2, 3])
  }

  @Test func blockingOnTheMainQueueWaitsForADriver() {
    let outcome = onMainQueue { () -> Int? in
      let background = ConcurrentDispatchQueueScheduler(qos: .default)
      let driver = Observable.just(5).subscribe(on: background).asDriver(onErrorJustReturn: 0)
      return try? driver.toBlocking(timeout: 10).first()
    }
    #expect(outcome == 5)
  }

  @Test func blockingInsideCurrentThreadWorkRunsTheWorkQueuedBehindIt() {
    var outcome: [Int]?
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let source = Observable.of(1, 2).subscribe(on: CurrentThreadScheduler.instance)
      outcome = try? source.toBlocking(timeout: 10).toArray()
      return Disposables.create()
    }
    #expect(outcome == [1, 2])
  }
}
