extension SharedSequenceConvertibleType {
  /// Sends an element only after `dueTime` has passed without another one.
  ///
  ///     -1-2-----3--  debounce(2)  -----2----3  (on main)
  ///
  /// The timer runs on the strategy's scheduler, so elements stay on the main queue.
  ///
  /// - Parameter dueTime: the quiet period.
  /// - Returns: the debounced shared sequence.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asSharedSequence().source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Sends at most one element per `dueTime`.
  ///
  ///     -1-2-3----4-  throttle(3)  -1---3----4-  (on main)
  ///
  /// - Parameters:
  ///   - dueTime: the window.
  ///   - latest: whether to send the latest element of a window when it closes.
  /// - Returns: the throttled shared sequence.
  @inlinable
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      asSharedSequence().source.throttle(
        dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Shifts every element later by `dueTime`.
  ///
  ///     -1-2-  delay(2)  ---1-2-  (on main)
  ///
  /// - Parameter dueTime: how much later.
  /// - Returns: the delayed shared sequence.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asSharedSequence().source.delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// A shared sequence of `0`, `1`, `2`, … one every `period`, on the strategy's scheduler.
  ///
  ///     interval(2)   --0-1-2-3…  (on main)
  ///
  /// - Parameter period: the time between elements.
  /// - Returns: the shared sequence of counts.
  @inlinable
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of `0` after `dueTime`, then `1`, `2`, … every `period`, on the
  /// strategy's scheduler.
  ///
  ///     timer(3, period: 2)   ---0-1-2…  (on main)
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the first element comes.
  ///   - period: the time between later elements.
  /// - Returns: the shared sequence of counts.
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
