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

extension SchedulerType {
  /// Periodic scheduling built from relative scheduling, for schedulers without a native timer.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let periodic = PeriodicTicker(scheduler: self, state: state, period: period, action: action)
    return periodic.start(after: startAfter)
  }
}

/// Re-arms a relative timer after each tick; disposal stops the next arming.
final class PeriodicTicker<StateType>: @unchecked Sendable {
  // Safe to share: `state` is only touched by ticks, which the scheduler runs one at a time,
  // each armed by the previous one; `serial` is thread-safe.
  private let scheduler: SchedulerType
  private var state: StateType
  private let period: RxTimeInterval
  private let action: (StateType) -> StateType
  private let serial = SerialDisposable()

  init(
    scheduler: SchedulerType, state: StateType, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) {
    self.scheduler = scheduler
    self.state = state
    self.period = period
    self.action = action
  }

  func start(after delay: RxTimeInterval) -> Disposable {
    arm(after: delay)
    return serial
  }

  private func arm(after delay: RxTimeInterval) {
    serial.disposable = scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
      if self.serial.isDisposed { return Disposables.create() }
      self.state = self.action(self.state)
      self.arm(after: self.period)
      return Disposables.create()
    }
  }
}

extension ImmediateSchedulerType {
  /// Schedules `action` repeatedly: each run may ask for another with `recurse`.
  ///
  /// Recursion is iterative, so a long chain of `recurse` calls never grows the stack on a
  /// scheduler that runs work synchronously.
  ///
  /// - Returns: a disposable that stops further runs.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursion = RecursiveScheduling(scheduler: self, action: action)
    recursion.schedule(state)
    return recursion.disposable
  }
}

/// Drives `scheduleRecursive`; a `recurse` call made while the action runs is taken by a loop.
final class RecursiveScheduling<State>: @unchecked Sendable {
  // Safe to share: each step's `key`/`started` pair is read and written only under `lock`
  // (the step may run on another thread before `schedule` returns); the action runs one step
  // at a time, each step scheduled by the previous one.
  private let scheduler: ImmediateSchedulerType
  private let action: (State, (State) -> Void) -> Void
  let disposable = CompositeDisposable()
  private let lock = Lock()

  init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    var key: CompositeDisposable.DisposeKey?
    var started = false
    let scheduled = scheduler.schedule(state) { [self] state in
      let finished = self.lock.withLock { () -> CompositeDisposable.DisposeKey? in
        started = true
        return key
      }
      if let finished { self.disposable.remove(for: finished) }
      if self.disposable.isDisposed { return Disposables.create() }
      self.action(state) { next in self.schedule(next) }
      return Disposables.create()
    }
    let inserted = disposable.insert(scheduled)
    // A step that already started will not remove itself: drop it here instead.
    let stale = lock.withLock { () -> CompositeDisposable.DisposeKey? in
      if started { return inserted }
      key = inserted
      return nil
    }
    if let stale { disposable.remove(for: stale) }
  }
}
