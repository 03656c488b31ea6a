import Dispatch
import Streams
import TestSupport
import Testing

/// `ConcurrentMainScheduler` runs at once on the main queue, even inside another main-queue
/// action, and queues on the main queue from elsewhere.
@Suite(.checksResources)
struct ConcurrentMainSchedulerTests {
  @Test func runsAtOnceInsideAMainSchedulerAction() {
    let log = Locked<[String]>([])
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.main.async {
      _ = MainScheduler.instance.schedule(()) { _ in
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
          log.withLock { $0.append("concurrent main") }
          return Disposables.create()
        }
        log.withLock { $0.append("main action ends") }
        group.leave()
        return Disposables.create()
      }
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(log.withLock { $0 } == ["concurrent main", "main action ends"])
  }

  @Test func queuesOnTheMainQueueFromAnotherThread() {
    #expect(!MainScheduler.isMainQueue)
    let ranOnMain = Locked<Bool?>(nil)
    let group = DispatchGroup()
    group.enter()
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      ranOnMain.withLock { $0 = MainScheduler.isMainQueue }
      group.leave()
      return Disposables.create()
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(ranOnMain.withLock { $0 } == true)
  }
}
