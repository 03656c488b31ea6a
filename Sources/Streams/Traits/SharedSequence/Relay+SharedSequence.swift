extension BehaviorRelay {
  /// This relay as a ``Driver``: its current value, then every accepted one, on the main queue.
  ///
  ///     value 1, accept 2   asDriver()   1--2--  (on main)
  ///
  /// - Returns: the driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// This relay as a ``Signal``: every element accepted from now on, on the main queue.
  ///
  ///     accept 1, accept 2   asSignal()   --1--2--  (on main)
  ///
  /// - Returns: the signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
