extension InfallibleType {
  /// Delivers every event on `scheduler`, in order.
  ///
  ///     --1--2--|  observe(on: s)  --1--2--|  (each on s)
  ///
  /// - Parameter scheduler: where events are delivered.
  /// - Returns: the same infallible, observed on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(asObservable().observe(on: scheduler))
  }

  /// Subscribes, and disposes, on `scheduler`.
  ///
  ///     -1-2-|  subscribe(on: s)  -1-2-|  (subscribed on s)
  ///
  /// - Parameter scheduler: where the subscription and the disposal run.
  /// - Returns: the same infallible.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(asObservable().subscribe(on: scheduler))
  }
}
