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
