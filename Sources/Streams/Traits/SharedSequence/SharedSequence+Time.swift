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
