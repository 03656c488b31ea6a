extension ObservableType {
  /// Delivers elements on `scheduler` through a buffer that holds at most `bufferLimit` of
  /// them, doing what `whenFull` says with an element that finds it full.
  ///
  ///     --1-2-3-4-5-|  observe(on: slow, bufferLimit: 2, whenFull: .dropOldest)  ------4-5-|
  ///
  /// Rx has no backpressure: behind ``observe(on:)`` an observer slower than its source lets
  /// the scheduler's queue grow for as long as the source outruns it. Here the elements wait
  /// in one buffer, and one drain at a time runs on `scheduler` (never one scheduled action
  /// per element): it delivers the elements that were waiting when it began, one call each,
  /// oldest first, then schedules the next drain if more arrived meanwhile. On a
  /// `TestScheduler`, the elements a drain delivers land at the same tick.
  ///
  /// When the buffer is full, ``BufferOverflowPolicy/dropOldest`` drops the oldest element
  /// waiting, ``BufferOverflowPolicy/dropNewest`` drops the new one, and
  /// ``BufferOverflowPolicy/fail`` stops the source and fails the sequence with
  /// ``BufferOverflowError`` in place of the new element, once the elements waiting have been
  /// delivered. A terminal event is never dropped: it is delivered after every element
  /// waiting. Disposing drops the buffer and cancels the drain.
  ///
  /// - Parameters:
  ///   - scheduler: where elements are delivered.
  ///   - bufferLimit: the most elements that may wait; below 1 counts as 1.
  ///   - whenFull: what happens to an element that finds the buffer full.
  /// - Returns: the same sequence, observed on `scheduler`, less the elements dropped.
  @inlinable
  public func observe(
    on scheduler: ImmediateSchedulerType, bufferLimit: Int, whenFull: BufferOverflowPolicy
  ) -> Observable<Element> {
    let source = asObservable()
    let limit = Swift.max(1, bufferLimit)
    return Observable { sink, lifetime in
      // Upstream gets its own lifetime: its terminal event is delivered later, by a drain,
      // and `fail` stops it while the elements waiting are still delivered.
      let (upstream, key) = lifetime.child()
      let buffered = ObserveOnBufferedSink(
        sink, lifetime, upstream: (upstream, key), scheduler, limit: limit, whenFull: whenFull)
      source.run(buffered.on, upstream)
    }
  }
}

/// Buffers elements for a slow observer and drains them on a scheduler, one drain at a time.
@usableFromInline
final class ObserveOnBufferedSink<Element>: @unchecked Sendable {
  // Safe to share: `state` lives in a `Locked` box; `sink` is only called by the drain, and
  // at most one drain is scheduled or running at a time (`scheduled`).
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let upstream: (lifetime: Lifetime, key: BagKey?)
  @usableFromInline let scheduler: ImmediateSchedulerType
  @usableFromInline let limit: Int
  @usableFromInline let whenFull: BufferOverflowPolicy
  @usableFromInline let state = Locked(ObserveOnBufferedState<Element>())

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    upstream: (lifetime: Lifetime, key: BagKey?), _ scheduler: ImmediateSchedulerType,
    limit: Int, whenFull: BufferOverflowPolicy
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.upstream = upstream
    self.scheduler = scheduler
    self.limit = limit
    self.whenFull = whenFull
    lifetime.onDispose { [state] in
      let pending = state.withLock { state -> Disposable? in
        state.ended = true
        state.buffer.removeAll()
        state.terminal = nil
        defer { state.pending = nil }
        return state.pending
      }
      pending?.dispose()
    }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    let (start, overflowed) = state.withLock { state -> (Bool, Bool) in
      if state.ended || state.terminal != nil { return (false, false) }
      var overflowed = false
      switch event {
      case .next(let element) where state.buffer.count < limit:
        state.buffer.append(element)
      case .next(let element):
        switch whenFull {
        case .dropNewest:
          return (false, false)
        case .dropOldest:
          _ = state.buffer.popFirst()
          state.buffer.append(element)
        case .fail:
          state.terminal = .error(BufferOverflowError(limit: limit))
          overflowed = true
        }
      case .error, .completed:
        state.terminal = event
      }
      if state.scheduled { return (false, overflowed) }
      state.scheduled = true
      return (true, overflowed)
    }
    if overflowed { lifetime.end(child: upstream.lifetime, key: upstream.key) }
    if start, !lifetime.isDisposed { scheduleDrain() }
  }

  /// Schedules the drain, and keeps it to cancel on disposal.
  @usableFromInline
  func scheduleDrain() {
    let generation = state.withLock { state -> Int in
      state.generation &+= 1
      return state.generation
    }
    let action = scheduler.schedule(()) { [self] _ in
      self.drain()
      return Disposables.create()
    }
    // On a concurrent scheduler the drain may already have run and scheduled the next one:
    // only the latest is kept, so a late store never cancels a newer drain.
    let cancel = state.withLock { state -> Disposable? in
      if state.ended { return action }
      if state.generation == generation { state.pending = action }
      return nil
    }
    cancel?.dispose()
  }

  /// Delivers the elements waiting when it began, then the terminal event once none are left,
  /// or schedules the next drain.
  @usableFromInline
  func drain() {
    var count = state.withLock { $0.buffer.count }
    while count > 0, !lifetime.isDisposed {
      guard let element = state.withLock({ $0.buffer.popFirst() }) else { break }
      sink(.next(element))
      count -= 1
    }
    if lifetime.isDisposed { return }
    let (more, terminal) = state.withLock { state -> (Bool, Event<Element>?) in
      if !state.buffer.isEmpty { return (true, nil) }
      guard let terminal = state.terminal else {
        state.scheduled = false
        return (false, nil)
      }
      state.terminal = nil
      state.ended = true
      return (false, terminal)
    }
    if let terminal {
      sink(terminal)
      lifetime.dispose()
    } else if more {
      scheduleDrain()
    }
  }
}

/// What ``ObserveOnBufferedSink`` keeps under its lock.
@usableFromInline
struct ObserveOnBufferedState<Element> {
  /// The elements waiting, oldest first; at most the limit.
  @usableFromInline var buffer = RingBuffer<Element>()
  /// The terminal event, once it has arrived (or the overflow's error), until delivered.
  @usableFromInline var terminal: Event<Element>?
  /// Whether a drain is scheduled or running.
  @usableFromInline var scheduled = false
  /// Counts the drains scheduled, to tell the latest one.
  @usableFromInline var generation = 0
  /// The latest scheduled drain, cancelled on disposal.
  @usableFromInline var pending: Disposable?
  /// Whether the subscription is over.
  @usableFromInline var ended = false

  @inlinable
  init() {}
}
