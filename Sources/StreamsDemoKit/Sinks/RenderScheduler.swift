import Dispatch
import Foundation
import Streams

/// The demo's own serial scheduler for sinks: every binder and driver of the demo delivers
/// here, so no sink depends on the main queue being serviced.
///
/// Like `MainScheduler.instance` for main, it runs an action at once when called on its own
/// queue with nothing of its own still queued (a driver that already delivers here adds no
/// second hop, so a sink has drawn an element before the driver's completion arrives), and
/// queues it otherwise, in order.
package final class RenderScheduler: SchedulerType, Sendable {
  /// The serial queue sinks draw on.
  package let queue: DispatchQueue
  private let timers: SerialDispatchQueueScheduler
  private let key = DispatchSpecificKey<UInt8>()
  private let pending = Locked(0)

  /// Creates a scheduler on a new serial queue.
  ///
  /// - Parameter label: the queue's label.
  package init(label: String = "streams-demo.render") {
    queue = DispatchQueue(label: label)
    queue.setSpecific(key: key, value: 1)
    timers = SerialDispatchQueueScheduler(serialQueue: queue)
  }

  /// The current time.
  package var now: RxTime { timers.now }

  /// Whether the caller is running on the render queue.
  package var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

  /// Runs `action` now when on the render queue with nothing queued, else queues it.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the action if it is still queued.
  package func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if isCurrent && pending.withLock({ $0 == 0 }) { return action(state) }
    pending.withLock { $0 += 1 }
    let work = CompositeDisposable()
    // Safe to send: the state and action are handed to the queue and used only there, once.
    let job = UncheckedSendable((state, action))
    queue.async { [pending] in
      pending.withLock { $0 -= 1 }
      guard !work.isDisposed else { return }
      _ = work.insert(job.value.1(job.value.0))
    }
    return work
  }

  /// Runs `action` on the render queue after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: the delay.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the timer.
  package func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    timers.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the render queue after `startAfter`, then every `period`.
  ///
  /// - Parameters:
  ///   - state: the first state.
  ///   - startAfter: the first delay.
  ///   - period: the time between runs.
  ///   - action: the work; returns the next state.
  /// - Returns: a disposable that stops the timer.
  package func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    timers.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }

  /// Waits until the render queue has run everything queued so far.
  package func drain() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async { continuation.resume() }
    }
  }
}
