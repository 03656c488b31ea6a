extension ObservableType {
  /// Forwards the source's events for `duration` from the subscription, then completes.
  ///
  ///     -1-2--3-4|  take(for: 5, s)  -1-2-|
  ///
  /// When the time is up the source subscription is disposed. A terminal event from the source
  /// before then is forwarded and cancels the timer.
  ///
  /// - Parameters:
  ///   - duration: how long to take elements for.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the source sequence, cut off after `duration`.
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: its terminal event may wait in the serializer behind the tick.
      let (upstream, _) = lifetime.child()
      let take = TimedSink(sink, lifetime, scheduler, TakeForDurationRule<Element>())
      take.arm(0, after: duration)
      source.run(take.on, upstream)
    }
  }
}

/// Forwards source events until the timer completes the sequence.
@usableFromInline
struct TakeForDurationRule<Element>: TimedRule {
  @inlinable
  init() {}

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(let event):
      timed.sink(event)
      if event.isStopEvent { timed.lifetime.dispose() }
    case .tick:
      timed.end(.completed)
    }
  }
}
