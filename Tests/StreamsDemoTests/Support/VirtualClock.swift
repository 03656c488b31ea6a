import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsTest

/// A `TestScheduler` in milliseconds that also tells a waiting test when a scene has scheduled
/// work on it, and when that work ran.
///
/// Scenes run over real sockets, so a test cannot know in virtual time when a response has
/// arrived and a scene has armed its next timer; ``waitForScheduled(count:timeout:)`` is that
/// one bounded real wait. Everything after it (when the timer fires) is virtual, and
/// ``firings`` records it: what a timer then starts may run on another thread (a request's
/// thread), so a test asserts when the timer fired, not what has happened by the time
/// `advance` returns.
final class VirtualClock: SchedulerType, @unchecked Sendable {
  // Safe to share: `TestScheduler` is thread-safe and the counts live in `Locked` boxes.
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  private let scheduled = Locked(0)
  private let fired = Locked<[TestTime]>([])
  private let armed = DispatchSemaphore(value: 0)

  var now: RxTime { scheduler.now }

  /// The virtual time, in milliseconds.
  var milliseconds: TestTime { scheduler.clock }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    noteScheduled()
    return scheduler.schedule(state, action: recordingFiring(action))
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    defer { noteScheduled() }
    return scheduler.scheduleRelative(state, dueTime: dueTime, action: recordingFiring(action))
  }

  /// The virtual times, in milliseconds, at which scheduled work has run, in order.
  var firings: [TestTime] { fired.withLock { $0 } }

  private func recordingFiring<StateType>(_ action: @escaping (StateType) -> Disposable)
    -> (StateType) -> Disposable
  {
    { [fired, scheduler] state in
      fired.withLock { $0.append(scheduler.clock) }
      return action(state)
    }
  }

  /// Runs what is due up to `milliseconds` from the start.
  func advance(to milliseconds: TestTime) { scheduler.advanceTo(milliseconds) }

  /// Waits (really, bounded by `timeout`) until `count` pieces of work have been scheduled in
  /// all.
  ///
  /// - Returns: whether they were, in time.
  func waitForScheduled(count: Int, timeout: FixtureDuration = .seconds(5)) async -> Bool {
    let deadline = FixtureInstant.now + timeout
    while scheduled.withLock({ $0 }) < count {
      let remaining = FixtureInstant.now.duration(to: deadline)
      guard remaining > .zero else { return false }
      let signalled = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { [armed] in
          continuation.resume(returning: armed.wait(timeout: .now() + remaining.dispatchInterval))
        }
      }
      if signalled == .timedOut { return scheduled.withLock { $0 } >= count }
    }
    return true
  }

  private func noteScheduled() {
    scheduled.withLock { $0 += 1 }
    armed.signal()
  }
}
