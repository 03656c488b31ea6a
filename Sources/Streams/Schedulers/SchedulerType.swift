import Dispatch
import Foundation

/// A time interval as schedulers take it.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time as schedulers report it.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can.
public protocol ImmediateSchedulerType: Sendable {
  /// Schedules `action` to run with `state`.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: a disposable that cancels the work if it has not run yet.
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
}

/// A scheduler that can also run work later and periodically, on its own clock.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` after `dueTime`.
  ///
  /// - Returns: a disposable that cancels the work if it has not run yet.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Schedules `action` to run first after `startAfter`, then every `period`, threading state.
  ///
  /// - Returns: a disposable that stops the repetition.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}
