import Dispatch
import Streams
import TestSupport
import Testing

/// `observe(on:)` on real queues, one action per event.
///
/// Every element arrives, in order, never two calls at once, one terminal event. `make tsan`
/// runs these under ThreadSanitizer.
@Suite(.checksResources) struct ObserveOnStressTests {
  /// Sends `TimeOperatorsStressTests.upstream` through `observe(on: scheduler)` ten times.
  func check(_ scheduler: ImmediateSchedulerType) {
    let upstreamQueue = DispatchQueue(label: "stress.observe-on.upstream")
    let count = TimeOperatorsStressTests.chunks * TimeOperatorsStressTests.chunkSize
    for _ in 0..<10 {
      let checker = GrammarChecker()
      let subscription = TimeOperatorsStressTests.upstream(on: upstreamQueue)
        .observe(on: scheduler).subscribe(checker)
      #expect(checker.done.wait(timeout: .now() + 10) == .success)
      subscription.dispose()
      let report = checker.report
      #expect(report.elements == Array(0..<count))
      #expect(report.overlaps == 0)
      #expect(report.terminals == 1)
      #expect(report.afterTerminal == 0)
    }
    upstreamQueue.sync {}
  }

  @Test func serialDispatchQueue() {
    let queue = DispatchQueue(label: "stress.observe-on.serial")
    check(SerialDispatchQueueScheduler(serialQueue: queue))
    queue.sync {}
  }

  @Test func concurrentDispatchQueue() {
    check(ConcurrentDispatchQueueScheduler(qos: .default))
  }

  @Test func mainScheduler() {
    check(MainScheduler.instance)
  }
}

/// `subscribe(on:)` whose source finishes on another thread while the subscriber disposes: the
/// source is released exactly once, whichever comes first.
@Suite(.checksResources) struct SubscribeOnStressTests {
  @Test func completionRacingDisposalReleasesTheSourceOnce() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let sourceQueue = DispatchQueue(label: "stress.subscribe-on.source")
    let counts = Locked((subscribed: 0, released: 0))
    let live = DispatchGroup()
    // Rounds left to end by themselves must subscribe: the check waits for each of them.
    let kept = DispatchGroup()
    for round in 0..<500 {
      let keeps = !round.isMultiple(of: 2)
      if keeps { kept.enter() }
      let xs = Observable<Int>.create { observer in
        counts.withLock { $0.subscribed += 1 }
        live.enter()
        if keeps { kept.leave() }
        let sender = QueueBound(observer: observer)
        sourceQueue.async { sender.observer.onCompleted() }
        return Disposables.create {
          counts.withLock { $0.released += 1 }
          live.leave()
        }
      }
      let subscription = xs.subscribe(on: scheduler).subscribe()
      // Every other round, dispose at once, racing the scheduled subscription and the
      // completion; else leave the completion to end it.
      if !keeps { subscription.dispose() }
    }
    #expect(kept.wait(timeout: .now() + 10) == .success)
    sourceQueue.sync {}
    #expect(live.wait(timeout: .now() + 10) == .success)
    let final = counts.withLock { $0 }
    #expect(final.released == final.subscribed)
    #expect(final.subscribed >= 250)
  }
}
