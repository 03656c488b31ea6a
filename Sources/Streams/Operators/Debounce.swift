extension ObservableType {
  /// Emits an element only once `dueTime` has passed without another element after it.
  ///
  ///     -12-----3--|  debounce(2, s)  ----2-----3|
  ///
  /// Each element restarts the quiet-period timer; an element still waiting when the source
  /// completes is emitted right before the completion. An error is forwarded at once and
  /// drops the waiting element. Disposal cancels the pending timer.
  ///
  /// - Parameters:
  ///   - dueTime: how long the source must stay quiet after an element for it to be emitted.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the debounced sequence.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: its terminal event may wait in the serializer behind a tick,
      // and the handler ends the downstream lifetime only once it has delivered it.
      let (upstream, _) = lifetime.child()
      let debounce = TimedSink(sink, lifetime, scheduler, DebounceRule<Element>(dueTime))
      source.run(debounce.on, upstream)
    }
  }
}

/// Holds the latest element until the source has stayed quiet for `dueTime` after it.
@usableFromInline
struct DebounceRule<Element>: TimedRule {
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline var pending: Element?
  @usableFromInline var generation: UInt64 = 0

  @inlinable
  init(_ dueTime: RxTimeInterval) { self.dueTime = dueTime }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(.next(let element)):
      generation &+= 1
      pending = element
      timed.arm(generation, after: dueTime)
    case .event(.error(let error)):
      pending = nil
      timed.end(.error(error))
    case .event(.completed):
      if let element = pending {
        pending = nil
        timed.sink(.next(element))
        if timed.lifetime.isDisposed { return }
      }
      timed.end(.completed)
    case .tick(let fired):
      guard fired == generation, let element = pending else { return }
      pending = nil
      timed.sink(.next(element))
    }
  }
}
