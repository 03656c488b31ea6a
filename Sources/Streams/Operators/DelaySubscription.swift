extension ObservableType {
  /// Subscribes to the source only once `dueTime` has passed.
  ///
  ///     -1-2-3|  delaySubscription(2, s)  ---2-3|   (the source is hot; 1 is missed)
  ///
  /// Events are then forwarded unchanged. Disposing before `dueTime` cancels the pending
  /// subscription, so the source is never subscribed.
  ///
  /// - Parameters:
  ///   - dueTime: how long to wait before subscribing.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, subscribed to later.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Pass-through: once subscribed, the source's end is this sequence's end.
      lifetime.add(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          if !lifetime.isDisposed { source.run(sink, lifetime) }
          return Disposables.create()
        })
    }
  }
}
