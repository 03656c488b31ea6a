import Dispatch
import Foundation

/// Runs work on the main queue: at once when called on it, else queued there.
///
/// Unlike ``MainScheduler/instance``, it runs an action at once on the main queue even from
/// inside another main-queue action: nothing is queued behind other work. That suits
/// `subscribe(on:)`, where nested subscriptions must not wait for the current action to end, as
/// RxCocoa's controls use it; use ``MainScheduler`` for delivering events (`observe(on:)`).
/// Timers run on ``MainScheduler/instance``.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
  /// The shared instance.
  public static let instance = ConcurrentMainScheduler()

  private init() {}

  /// The current time.
  public var now: RxTime { MainScheduler.instance.now }

  /// Runs `action` now when on the main queue, else queues it there.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: what `action` returned when it ran now, else a disposable that cancels the
  ///   queued action if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if MainScheduler.isMainQueue { return action(state) }
    return MainScheduler.asyncInstance.schedule(state, action: action)
  }

  /// Schedules `action` on the main queue after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how much later.
  ///   - action: the work.
  /// - Returns: a disposable that cancels the timer.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    MainScheduler.instance.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Schedules `action` on the main queue after `startAfter`, then every `period`.
  ///
  /// - Parameters:
  ///   - state: the first state passed to `action`.
  ///   - startAfter: when the first run is due.
  ///   - period: the time between runs.
  ///   - action: the work; returns the state for the next run.
  /// - Returns: a disposable that stops the timer.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    MainScheduler.instance.schedulePeriodic(
      state, startAfter: startAfter, period: period, action: action)
  }
}
