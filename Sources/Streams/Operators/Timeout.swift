extension ObservableType {
  /// Fails with ``RxError/timeout`` when `dueTime` passes without an element, counted from the
  /// subscription and then from each element.
  ///
  ///     -1-2-----3|  timeout(3, s)  -1-2--#
  ///
  /// On timeout the source subscription is disposed. Disposal cancels the pending timer.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait for the first element and between elements.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the source sequence, failing on timeout.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when `dueTime` passes without an element, counted from the
  /// subscription and then from each element.
  ///
  ///     -1-2-----3|  timeout(3, other: -a-b|, s)  -1-2---a-b|
  ///
  /// On timeout the source subscription is disposed and `other` is subscribed; from then on
  /// its events are the result's. Disposal cancels the pending timer.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait for the first element and between elements.
  ///   - other: the sequence to continue with after a timeout.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the source sequence, continued by `other` after a timeout.
  @inlinable
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    let source = asObservable()
    let fallback = other.asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: a timeout ends it while the result goes on with `other`.
      let (upstream, key) = lifetime.child()
      let timeout = TimeoutSink(sink, lifetime, upstream, key, dueTime, fallback, scheduler)
      timeout.startTimer()
      source.run(timeout.on, upstream)
    }
  }
}

/// Races the source's elements against a timer that switches to the fallback.
@usableFromInline
final class TimeoutSink<Element>: @unchecked Sendable {
  // Safe to share: `generation` and `switched` are touched only by `handle` (run by the
  // serializer one input at a time) and by `startTimer` before the first input or inside
  // `handle`; every other property is immutable or thread-safe.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let upstream: Lifetime
  @usableFromInline let upstreamKey: BagKey?
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline let fallback: Observable<Element>
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer = Serializer<TimedInput<Element>> { _ in }
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var switched = false

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime, _ upstream: Lifetime,
    _ upstreamKey: BagKey?, _ dueTime: RxTimeInterval, _ fallback: Observable<Element>,
    _ scheduler: SchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.upstream = upstream
    self.upstreamKey = upstreamKey
    self.dueTime = dueTime
    self.fallback = fallback
    self.scheduler = scheduler
    lifetime.add(timer)
    // Unowned: only senders that hold this sink strongly can reach the handler.
    serializer.handler = { [unowned self] input in self.handle(input) }
  }

  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  /// Arms the timer for the current generation; a later element supersedes it.
  @inlinable
  func startTimer() {
    timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) {
      [self] generation in
      self.serializer.send(.tick(generation))
      return Disposables.create()
    }
  }

  @inlinable
  func handle(_ input: TimedInput<Element>) {
    if switched || lifetime.isDisposed { return }
    switch input {
    case .event(let event):
      generation &+= 1
      sink(event)
      if event.isStopEvent {
        lifetime.dispose()
      } else if !lifetime.isDisposed {
        startTimer()
      }
    case .tick(let fired):
      guard fired == generation else { return }
      switched = true
      timer.dispose()
      lifetime.end(child: upstream, key: upstreamKey)
      // Pass-through: from here on the fallback's end is this sequence's end. Its events
      // bypass the serializer: every later input finds `switched` set and sends nothing.
      fallback.run(sink, lifetime)
    }
  }
}
