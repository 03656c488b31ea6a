import Foundation
import Streams

/// How a blocking operator waits without starving the sequence it waits for.
///
/// Work the waiting thread owes the sequence runs while it waits: what `CurrentThreadScheduler`
/// queued behind the caller, what main schedulers queued on the main queue when the caller is
/// on it, and the main run loop when the caller is the main thread. Off the main queue, with
/// nothing of its own to run, the thread sleeps until the sequence signals or the deadline
/// passes; on the main queue it wakes every few milliseconds to run main-queue work.
enum BlockingWait {
  /// How long a thread that must keep the main queue moving sleeps at a time.
  static let slice: TimeInterval = 0.005

  /// Waits until `isDone` or `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: when to give up; `nil` for never.
  ///   - isDone: whether the wait is over.
  ///   - sleep: sleeps until the collection signals or the given time passes.
  /// - Returns: whether `isDone` holds.
  static func until(
    _ deadline: Date?, isDone: () -> Bool, sleep: (Date) -> Void
  ) -> Bool {
    while !isDone() {
      let now = Date()
      if let deadline, now >= deadline { return isDone() }
      if CurrentThreadScheduler.runPendingItems() { continue }
      let onMainQueue = MainScheduler.isMainQueue
      if onMainQueue, MainScheduler.runPendingWork() { continue }
      let end = deadline ?? .distantFuture
      let pumps = onMainQueue || Thread.isMainThread
      let limit = pumps ? Swift.min(end, now.addingTimeInterval(slice)) : end
      if Thread.isMainThread, RunLoop.current.run(mode: .default, before: limit) { continue }
      sleep(limit)
    }
    return true
  }
}
