extension PrimitiveSequence {
  /// Shifts the outcome later by `dueTime`.
  ///
  ///     --1|  delay(3)  -----1|
  ///
  /// - Parameters:
  ///   - dueTime: how much later.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the delayed sequence.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes `dueTime` after the subscription is made.
  ///
  ///     --1|  delaySubscription(3)  -----1|
  ///
  /// - Parameters:
  ///   - dueTime: how long to wait before subscribing.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, subscribed later.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Subscribes, and disposes, on `scheduler`.
  ///
  ///     --1|  subscribe(on: s)  --1|  (subscribed on s)
  ///
  /// - Parameter scheduler: where the subscription and the disposal run.
  /// - Returns: the same sequence.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// Fails with `RxError.timeout` unless the sequence ends within `dueTime`.
  ///
  ///     -----1|  timeout(3)  ---#
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or a timeout error.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` unless the sequence ends within `dueTime`.
  ///
  ///     -----1|  timeout(3, other: --9|)  -----9|
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait.
  ///   - other: the sequence to continue with after the timeout.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or `other` after a timeout.
  @inlinable
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}
