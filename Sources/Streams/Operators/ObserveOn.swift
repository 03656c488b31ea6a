extension ObservableType {
  /// Delivers every event on `scheduler`, in order.
  ///
  /// Events queue up while a delivery is pending and are drained in one scheduled run, so a
  /// burst costs one hop, not one per event. On ``MainScheduler/instance`` called from the main
  /// queue there is no hop at all.
  ///
  ///     --1--2--|  observe(on: s)  --1--2--|  (each on s)
  ///
  /// - Parameter scheduler: where events are delivered.
  /// - Returns: the same sequence, observed on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets its own lifetime: its terminal event is delivered later, by the drain,
      // which ends the downstream lifetime only then.
      let (upstream, _) = lifetime.child()
      let relay = ObserveOnSink(sink, lifetime, scheduler)
      source.run(relay.on, upstream)
    }
  }
}

/// Queues events and drains them on the scheduler, one drain scheduled at a time.
@usableFromInline
final class ObserveOnSink<Element>: @unchecked Sendable {
  // Safe to share: `state` lives in a `Locked` box; `sink` is only called by the drain, and
  // at most one drain is scheduled at a time.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let scheduler: ImmediateSchedulerType
  @usableFromInline let state = Locked((queue: RingBuffer<Event<Element>>(), scheduled: false))
  @usableFromInline let drainSubscription = SerialDisposable()

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ scheduler: ImmediateSchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.scheduler = scheduler
    lifetime.add(drainSubscription)
    lifetime.onDispose { [state] in state.withLock { $0.queue.removeAll() } }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    let needsDrain = state.withLock { state -> Bool in
      state.queue.append(event)
      if state.scheduled { return false }
      state.scheduled = true
      return true
    }
    guard needsDrain, !lifetime.isDisposed else { return }
    drainSubscription.disposable = scheduler.schedule(()) { [self] _ in
      self.drain()
      return Disposables.create()
    }
  }

  @usableFromInline
  func drain() {
    while !lifetime.isDisposed {
      let next = state.withLock { state -> Event<Element>? in
        if let event = state.queue.popFirst() { return event }
        state.scheduled = false
        return nil
      }
      guard let event = next else { return }
      sink(event)
      if event.isStopEvent {
        lifetime.dispose()
        return
      }
    }
  }
}
