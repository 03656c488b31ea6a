extension InfallibleType {
  /// Sends an element only after `dueTime` has passed without another one.
  ///
  ///     -1-2-----3--|  debounce(2)  -----2----3|
  ///
  /// - Parameters:
  ///   - dueTime: the quiet period.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the debounced infallible.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Sends at most one element per `dueTime`.
  ///
  ///     -1-2-3----4-|  throttle(3)  -1---3----4-|
  ///
  /// - Parameters:
  ///   - dueTime: the window.
  ///   - latest: whether to send the latest element of a window when it closes.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the throttled infallible.
  @inlinable
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Infallible<Element> {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// Shifts every event later by `dueTime`.
  ///
  ///     -1-2-|  delay(2)  ---1-2-|
  ///
  /// - Parameters:
  ///   - dueTime: how much later.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the delayed infallible.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().delay(dueTime, scheduler: scheduler))
  }
}
