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
      let rule = TimeoutRule(upstream, key, dueTime, fallback)
      let timeout = TimedSink(sink, lifetime, scheduler, rule)
      // The first element's deadline.
      timeout.arm(0, after: dueTime)
      source.run(timeout.on, upstream)
    }
  }
}

/// Races the source's elements against a timer that switches to the fallback.
@usableFromInline
struct TimeoutRule<Element>: TimedRule {
  @usableFromInline let upstream: Lifetime
  @usableFromInline let upstreamKey: BagKey?
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline let fallback: Observable<Element>
  /// Counts the elements; the timer carries the count it was armed at, so a later element
  /// supersedes it.
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var switched = false

  @inlinable
  init(
    _ upstream: Lifetime, _ upstreamKey: BagKey?, _ dueTime: RxTimeInterval,
    _ fallback: Observable<Element>
  ) {
    self.upstream = upstream
    self.upstreamKey = upstreamKey
    self.dueTime = dueTime
    self.fallback = fallback
  }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    if switched { return }
    switch input {
    case .event(let event):
      generation &+= 1
      timed.sink(event)
      if event.isStopEvent {
        timed.lifetime.dispose()
      } else if !timed.lifetime.isDisposed {
        timed.arm(generation, after: dueTime)
      }
    case .tick(let fired):
      guard fired == generation else { return }
      switched = true
      timed.timer.dispose()
      timed.lifetime.end(child: upstream, key: upstreamKey)
      // Pass-through: from here on the fallback's end is this sequence's end. Its events
      // bypass the serializer: every later input finds `switched` set and sends nothing.
      fallback.run(timed.sink, timed.lifetime)
    }
  }
}
