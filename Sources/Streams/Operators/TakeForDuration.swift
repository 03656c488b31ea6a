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
      // Upstream gets a child: its terminal event may wait in the sink's inbox behind the tick.
      let (upstream, _) = lifetime.child()
      let take = TakeForDurationSink(sink, lifetime)
      lifetime.add(
        scheduler.scheduleRelative((), dueTime: duration) { [take] _ in
          take.send(.tick(0))
          return Disposables.create()
        })
      source.run(take.on, upstream)
    }
  }
}

/// Forwards source events until the timer completes the sequence.
///
/// Not a ``TimedSink`` rule: it has no state of its own, and an empty rule stored in
/// `TimedSink` made ThreadSanitizer report its zero-sized accesses as races with the next
/// object on the heap. One timer that is never re-armed needs none of that skeleton anyway.
@usableFromInline
final class TakeForDurationSink<Element>: Serializer, @unchecked Sendable {
  // Safe to share: `sink` is only called by `receive`, which runs one input at a time (the
  // sink is its own serializer, ``Serializer``); the
  // other properties are thread-safe.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  @usableFromInline let queue = SerializerQueue<TimedInput<Element>>.make()

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }

  @inlinable
  func on(_ event: Event<Element>) { send(.event(event)) }

  @inlinable
  func receive(_ input: TimedInput<Element>) {
    if lifetime.isDisposed { return }
    switch input {
    case .event(let event):
      sink(event)
      if event.isStopEvent { lifetime.dispose() }
    case .tick:
      sink(.completed)
      lifetime.dispose()
    }
  }
}
