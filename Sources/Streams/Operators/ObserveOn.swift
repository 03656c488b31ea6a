extension ObservableType {
  /// Delivers every event on `scheduler`, in order, each in a scheduled action of its own.
  ///
  /// As in RxSwift, there are two ways, by scheduler. On a ``SerialDispatchQueueScheduler``
  /// (``MainScheduler`` included) each event is dispatched as it arrives, so other work queued
  /// meanwhile keeps its place between the events; on ``MainScheduler/instance`` called from the
  /// main queue while none of its work is queued or running there is no hop at all. On any other scheduler
  /// the events wait in a queue, and one action at a time delivers the oldest and schedules the
  /// next: on a `TestScheduler` every event lands a tick after the one before.
  ///
  ///     --1--2--|  observe(on: s)  --1--2--|  (each on s)
  ///
  /// - Parameter scheduler: where events are delivered.
  /// - Returns: the same sequence, observed on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    // Upstream gets its own lifetime: its terminal event is delivered later, by the scheduled
    // work, which ends the downstream lifetime only then.
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      return Observable { sink, lifetime in
        let (upstream, _) = lifetime.child()
        source.run(ObserveOnSerialSink(sink, lifetime, serial).on, upstream)
      }
    }
    return Observable { sink, lifetime in
      let (upstream, _) = lifetime.child()
      source.run(ObserveOnSink(sink, lifetime, scheduler).on, upstream)
    }
  }
}

/// Delivers events on any scheduler: queues them, and runs one scheduled action at a time that
/// delivers the oldest and schedules the next while any are left.
@usableFromInline
final class ObserveOnSink<Element>: @unchecked Sendable {
  // Safe to share: `state` lives in a `Locked` box; `sink` is only called by the scheduled
  // action, and at most one is scheduled or running at a time.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let scheduler: ImmediateSchedulerType
  @usableFromInline let state = Locked(ObserveOnState<Element>())

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ scheduler: ImmediateSchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.scheduler = scheduler
    lifetime.onDispose { [state] in
      let pending = state.withLock { state -> Disposable? in
        state.ended = true
        state.queue.removeAll()
        defer { state.pending = nil }
        return state.pending
      }
      pending?.dispose()
    }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    let start = state.withLock { state -> Bool in
      state.queue.append(event)
      if state.scheduled { return false }
      state.scheduled = true
      return true
    }
    guard start, !lifetime.isDisposed else { return }
    scheduleNext()
  }

  /// Schedules the action that delivers the oldest event, and keeps it to cancel on disposal.
  @inlinable
  func scheduleNext() {
    let generation = state.withLock { state -> Int in
      state.generation &+= 1
      return state.generation
    }
    let action = scheduler.schedule(()) { [self] _ in
      self.deliverOldest()
      return Disposables.create()
    }
    // On a concurrent scheduler the action may already have run and scheduled the next one:
    // only the latest is kept, so a late store never cancels a newer action.
    let cancel = state.withLock { state -> Disposable? in
      if state.ended { return action }
      if state.generation == generation { state.pending = action }
      return nil
    }
    cancel?.dispose()
  }

  /// Delivers the oldest event, then schedules the next action if more are waiting.
  @usableFromInline
  func deliverOldest() {
    if lifetime.isDisposed { return }
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
    let more = state.withLock { state -> Bool in
      if !state.queue.isEmpty { return true }
      state.scheduled = false
      return false
    }
    if more, !lifetime.isDisposed { scheduleNext() }
  }
}

/// What ``ObserveOnSink`` keeps under its lock.
@usableFromInline
struct ObserveOnState<Element> {
  /// The events waiting, oldest first.
  @usableFromInline var queue = RingBuffer<Event<Element>>()
  /// Whether an action is scheduled or running.
  @usableFromInline var scheduled = false
  /// Counts the actions scheduled, to tell the latest one.
  @usableFromInline var generation = 0
  /// The latest scheduled action, cancelled on disposal.
  @usableFromInline var pending: Disposable?
  /// Whether the subscription is over.
  @usableFromInline var ended = false

  @inlinable
  init() {}
}

/// Delivers events on a serial dispatch queue: one dispatched block per event, each delivering
/// the oldest event waiting, so the blocks and the events keep the same order.
@usableFromInline
final class ObserveOnSerialSink<Element>: @unchecked Sendable {
  // Safe to share: `queue` lives in a `Locked` box; `sink` is only called by the dispatched
  // blocks, which the serial queue runs one at a time.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let scheduler: SerialDispatchQueueScheduler
  @usableFromInline let queue = Locked(RingBuffer<Event<Element>>())

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ scheduler: SerialDispatchQueueScheduler
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.scheduler = scheduler
    lifetime.onDispose { [queue] in queue.withLock { $0.removeAll() } }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if lifetime.isDisposed { return }
    queue.withLock { $0.append(event) }
    scheduler.perform { [self] in self.deliverOldest() }
  }

  /// Delivers the oldest event waiting, unless the subscription is over.
  @usableFromInline
  func deliverOldest() {
    guard let event = queue.withLock({ $0.popFirst() }), !lifetime.isDisposed else { return }
    sink(event)
    if event.isStopEvent { lifetime.dispose() }
  }
}
