import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
///
/// Use it for work that can run in parallel (`subscribe(on:)` of independent requests, timers
/// of time-based operators); operators that need ordered delivery want a serial scheduler.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
  let configuration: DispatchQueueConfiguration

  /// The queue work runs on.
  public var queue: DispatchQueue { configuration.queue }

  /// The slack timers may take.
  public var leeway: DispatchTimeInterval { configuration.leeway }

  /// The current time.
  public var now: RxTime { Date() }

  /// Creates a scheduler that runs work on `queue`.
  ///
  /// - Parameters:
  ///   - queue: the queue; work is dispatched to it directly, concurrently if it allows.
  ///   - leeway: the slack timers may take.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
  ///
  /// - Parameters:
  ///   - qos: the quality of service of the queue's work.
  ///   - leeway: the slack timers may take.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    let queue = DispatchQueue(
      label: "streams.concurrent.\(qos.qosClass)", qos: qos, attributes: .concurrent)
    self.init(queue: queue, leeway: leeway)
  }

  /// Schedules `action` to run on the queue.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: a disposable that cancels the action if it has not run.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    configuration.schedule(state, action: action)
  }

  /// Schedules `action` to run on the queue after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how long to wait.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the timer.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Schedules `action` on the queue after `startAfter`, then every `period`.
  ///
  /// Ticks never overlap: a dispatch timer source runs its handler serially.
  ///
  /// - Parameters:
  ///   - state: the first state passed to `action`.
  ///   - startAfter: the wait before the first tick.
  ///   - period: the time between ticks.
  ///   - action: the work; what it returns is the state of the next tick.
  /// - Returns: a disposable that stops the timer.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
