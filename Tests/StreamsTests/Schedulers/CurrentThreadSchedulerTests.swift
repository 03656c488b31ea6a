import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct CurrentThreadSchedulerTests {
  @Test func deepRecursiveSchedulingDoesNotOverflowTheStack() {
    var runs = 0
    let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { depth, recurse in
      runs += 1
      if depth < 1_000_000 { recurse(depth + 1) }
    }
    #expect(runs == 1_000_001)
    subscription.dispose()
  }

  @Test func nestedScheduleRunsAfterTheOuterActionInOrder() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.append("outer start")
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("first")
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          log.append("third")
          return Disposables.create()
        }
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("second")
        return Disposables.create()
      }
      log.append("outer end")
      return Disposables.create()
    }
    #expect(log == ["outer start", "outer end", "first", "second", "third"])
  }

  @Test func scheduleIsRequiredOnlyOutsideScheduledWork() {
    #expect(CurrentThreadScheduler.isScheduleRequired)
    var inside: Bool?
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      inside = CurrentThreadScheduler.isScheduleRequired
      return Disposables.create()
    }
    #expect(inside == false)
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func disposingQueuedActionCancelsIt() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("cancelled")
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("kept")
        return Disposables.create()
      }
      queued.dispose()
      return Disposables.create()
    }
    #expect(log == ["kept"])
  }

  @Test func disposingQueuedRecursionStopsIt() {
    var runs = 0
    let subscription = SerialDisposable()
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      // Inside scheduled work the recursion is queued, so its disposable is assigned before
      // its first run; at top level it would run to the end inside `scheduleRecursive`.
      subscription.disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) {
        depth, recurse in
        runs += 1
        if depth == 10 { subscription.dispose() }
        recurse(depth + 1)
      }
      return Disposables.create()
    }
    #expect(runs == 11)
  }
}
