import Dispatch
import Foundation
import Streams
import TestSupport

/// A one-shot event for async tests: fired once, awaited with a bound, never by sleeping.
///
/// `wait(timeout:)` suspends on a continuation that the first `fire()` resumes; a deadline
/// timer resumes it with `false` instead when the event never comes, so a broken test fails
/// rather than hangs.
final class AsyncFlag: @unchecked Sendable {
  // Safe to share: `fired`, `waiters` and `nextID` are read and written only under `lock`, and
  // each continuation is removed under the lock before it is resumed, so it resumes once.
  private let lock = NSLock()
  private var fired = false
  private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
  private var nextID = 0

  /// Whether `fire()` has been called.
  var isFired: Bool { lock.withLock { fired } }

  /// Marks the event as happened and resumes every waiter with `true`.
  func fire() {
    let resumed = lock.withLock { () -> [CheckedContinuation<Bool, Never>] in
      fired = true
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    for waiter in resumed { waiter.resume(returning: true) }
  }

  /// Waits until the event has happened, or until `timeout` has passed.
  ///
  /// - Returns: whether the event happened in time.
  func wait(timeout: DispatchTimeInterval = .seconds(10)) async -> Bool {
    await withCheckedContinuation { continuation in
      let id = lock.withLock { () -> Int? in
        if fired { return nil }
        nextID += 1
        waiters[nextID] = continuation
        return nextID
      }
      guard let id else { return continuation.resume(returning: true) }
      guard timeout != .never else { return }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
        let expired = lock.withLock { waiters.removeValue(forKey: id) }
        expired?.resume(returning: false)
      }
    }
  }
}

/// Suspends until the current task is cancelled, then throws `CancellationError`.
///
/// A stand-in for a long request: it never finishes by itself, and it notices cancellation at
/// once, through a continuation rather than a timer.
func suspendUntilCancelled() async throws {
  let cancelled = AsyncFlag()
  await withTaskCancellationHandler {
    _ = await cancelled.wait(timeout: .never)
  } onCancel: {
    cancelled.fire()
  }
  throw CancellationError()
}

/// Waits until the live-resource count is back at `baseline`, for at most `timeout`.
///
/// A producer on another thread (a task, a dispatch queue) sends its terminal event and only
/// then lets go of the subscription's lifetime, so a test resumed by that event can finish a
/// moment before the producer's thread does. This waits for that moment by yielding, never
/// sleeping; it returns `false` if the count does not come back in time (a real leak).
func resourcesSettle(at baseline: Int32, timeout seconds: Double = 10) async -> Bool {
  let deadline = Deadline(seconds: seconds)
  while Resources.total != baseline {
    if deadline.hasPassed { return false }
    await Task.yield()
  }
  return true
}
