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
      let debounce = DebounceSink(sink, lifetime, dueTime, scheduler)
      source.run(debounce.on, upstream)
    }
  }
}

/// Holds the latest element and the timer that emits it once the source stays quiet.
@usableFromInline
final class DebounceSink<Element>: @unchecked Sendable {
  // Safe to share: `pending` and `generation` are touched only by `handle`, which the
  // serializer runs one input at a time; every other property is immutable or thread-safe.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer = Serializer<TimedInput<Element>> { _ in }
  @usableFromInline var pending: Element?
  @usableFromInline var generation: UInt64 = 0

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ dueTime: RxTimeInterval, _ scheduler: SchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.dueTime = dueTime
    self.scheduler = scheduler
    lifetime.add(timer)
    // Unowned: only senders that hold this sink strongly can reach the handler.
    serializer.handler = { [unowned self] input in self.handle(input) }
  }

  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  @inlinable
  func handle(_ input: TimedInput<Element>) {
    if lifetime.isDisposed { return }
    switch input {
    case .event(.next(let element)):
      generation &+= 1
      pending = element
      timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) {
        [self] generation in
        self.serializer.send(.tick(generation))
        return Disposables.create()
      }
    case .event(.error(let error)):
      pending = nil
      sink(.error(error))
      lifetime.dispose()
    case .event(.completed):
      if let element = pending {
        pending = nil
        sink(.next(element))
        if lifetime.isDisposed { return }
      }
      sink(.completed)
      lifetime.dispose()
    case .tick(let fired):
      guard fired == generation, let element = pending else { return }
      pending = nil
      sink(.next(element))
    }
  }
}
