import Dispatch
import Streams
import TestSupport
import Testing

/// The main queue is drained by the test process's main thread; each test hops onto it with
/// `DispatchQueue.main.async` and waits, bounded, for the block to finish.
@Suite(.checksResources)
struct MainSchedulerTests {
  /// Runs `body` on the main queue and waits for it (and whatever it signals) to finish.
  func onMain(_ body: @escaping @Sendable (DispatchGroup) -> Void) -> DispatchTimeoutResult {
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.main.async { body(group) }
    return group.wait(timeout: .now() + 10)
  }

  @Test func instanceRunsSynchronouslyWhenOnMainQueueWithNothingQueued() {
    let seen = Locked<(inline: Bool, onMain: Bool)?>(nil)
    let waited = onMain { group in
      var ran = false
      _ = MainScheduler.instance.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      seen.withLock { $0 = (ran, MainScheduler.isMainQueue) }
      group.leave()
    }
    #expect(waited == .success)
    #expect(seen.withLock { $0?.inline } == true)
    #expect(seen.withLock { $0?.onMain } == true)
  }

  @Test func instanceQueuesBehindItsOwnPendingWork() {
    let log = Locked<[String]>([])
    let waited = onMain { group in
      // While this block holds the main queue, a background thread queues work on it.
      let queued = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        _ = MainScheduler.instance.schedule(()) { _ in
          log.withLock { $0.append("background") }
          return Disposables.create()
        }
        queued.signal()
      }
      _ = queued.wait(timeout: .now() + 10)
      _ = MainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append("main") }
        group.leave()
        return Disposables.create()
      }
      log.withLock { $0.append("after schedule") }
    }
    #expect(waited == .success)
    #expect(log.withLock { $0 } == ["after schedule", "background", "main"])
  }

  @Test func instanceOffMainQueueQueuesOnMainQueue() {
    #expect(!MainScheduler.isMainQueue)
    let group = DispatchGroup()
    group.enter()
    let ranOnMain = Locked<Bool?>(nil)
    _ = MainScheduler.instance.schedule(()) { _ in
      // Run inline, this would be on the test's own thread, which is not the main queue.
      ranOnMain.withLock { $0 = MainScheduler.isMainQueue }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(ranOnMain.withLock { $0 } == true)
  }

  @Test func asyncInstanceAlwaysQueues() {
    let log = Locked<[String]>([])
    let waited = onMain { group in
      _ = MainScheduler.asyncInstance.schedule(()) { _ in
        log.withLock { $0.append("scheduled") }
        group.leave()
        return Disposables.create()
      }
      log.withLock { $0.append("after schedule") }
    }
    #expect(waited == .success)
    #expect(log.withLock { $0 } == ["after schedule", "scheduled"])
  }

  @Test func observeOnInstanceFromMainQueueDeliversWithoutAHop() {
    let seen = Locked<(received: [Int], completed: Bool)>(([], false))
    let waited = onMain { group in
      _ = Observable.of(1, 2, 3).observe(on: MainScheduler.instance).subscribe(
        onNext: { value in seen.withLock { $0.received.append(value) } },
        onCompleted: { seen.withLock { $0.completed = true } })
      // Everything arrived before `subscribe` returned.
      seen.withLock { $0.received.append(0) }
      group.leave()
    }
    #expect(waited == .success)
    #expect(seen.withLock { $0.received } == [1, 2, 3, 0])
    #expect(seen.withLock { $0.completed })
  }

  @Test func actionScheduledFromInsideAnActionRunsAfterIt() {
    let log = Locked<(messages: [Int], afterSchedule: [Int])>(([], []))
    let waited = onMain { group in
      _ = MainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.messages.append(1) }
        _ = MainScheduler.instance.schedule(()) { _ in
          log.withLock { $0.messages.append(3) }
          _ = MainScheduler.instance.schedule(()) { _ in
            log.withLock { $0.messages.append(5) }
            group.leave()
            return Disposables.create()
          }
          log.withLock { $0.messages.append(4) }
          return Disposables.create()
        }
        log.withLock { $0.messages.append(2) }
        return Disposables.create()
      }
      // The first action ran inline; the ones it scheduled are queued.
      log.withLock { $0.afterSchedule = $0.messages }
    }
    #expect(waited == .success)
    #expect(log.withLock { $0.afterSchedule } == [1, 2])
    #expect(log.withLock { $0.messages } == [1, 2, 3, 4, 5])
  }

  @Test func disposingAnActionScheduledFromAnInlineActionCancelsIt() {
    let log = Locked<[Int]>([])
    let waited = onMain { group in
      _ = MainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append(1) }
        let nested = MainScheduler.instance.schedule(()) { _ in
          log.withLock { $0.append(3) }
          return Disposables.create()
        }
        nested.dispose()
        log.withLock { $0.append(2) }
        // The main queue runs blocks in order: this one runs after the cancelled action's.
        DispatchQueue.main.async { group.leave() }
        return nested
      }
    }
    #expect(waited == .success)
    #expect(log.withLock { $0 } == [1, 2])
  }

  @Test func disposingAnActionScheduledFromAQueuedActionCancelsIt() {
    let log = Locked<[Int]>([])
    let waited = onMain { group in
      _ = MainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append(1) }
        let nested = MainScheduler.instance.schedule(()) { _ in
          log.withLock { $0.append(3) }
          let innermost = MainScheduler.instance.schedule(()) { _ in
            log.withLock { $0.append(5) }
            return Disposables.create()
          }
          innermost.dispose()
          log.withLock { $0.append(4) }
          DispatchQueue.main.async { group.leave() }
          return innermost
        }
        log.withLock { $0.append(2) }
        return nested
      }
    }
    #expect(waited == .success)
    #expect(log.withLock { $0 } == [1, 2, 3, 4])
  }

  @Test func observeOnInstanceQueuesAnEventSentFromInsideAnotherDelivery() {
    let log = Locked<[String]>([])
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let subscriptions = CompositeDisposable()
    let waited = onMain { group in
      subscriptions.insert(
        second.observe(on: MainScheduler.instance).subscribe(onNext: { _ in
          log.withLock { $0.append("second") }
          group.leave()
        }))
      subscriptions.insert(
        first.observe(on: MainScheduler.instance).subscribe(onNext: { _ in
          log.withLock { $0.append("first begins") }
          second.onNext(2)
          log.withLock { $0.append("first ends") }
        }))
      first.onNext(1)
    }
    subscriptions.dispose()
    #expect(waited == .success)
    #expect(log.withLock { $0 } == ["first begins", "first ends", "second"])
  }
}
