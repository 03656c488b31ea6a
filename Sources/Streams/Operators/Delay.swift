import Foundation

extension ObservableType {
  /// Shifts elements and the completion later by `dueTime`; an error is not delayed.
  ///
  ///     -1-2--|  delay(3, s)  ----1-2--|
  ///
  /// Each element and the completion are sent `dueTime` after they arrived, in order. An
  /// error is sent as soon as it arrives and drops the elements still waiting, as in RxSwift.
  /// Disposal cancels the pending timer and drops what is waiting.
  ///
  /// - Parameters:
  ///   - dueTime: how much later each event is sent.
  ///   - scheduler: the scheduler that runs the timers and tells the time.
  /// - Returns: the delayed sequence.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: its completion reaches downstream only `dueTime` later.
      let (upstream, _) = lifetime.child()
      let delay = TimedSink(sink, lifetime, scheduler, DelayRule<Element>(dueTime))
      source.run(delay.on, upstream)
    }
  }
}

/// Queues events with their arrival times and sends each one when its delay is over.
@usableFromInline
struct DelayRule<Element>: TimedRule {
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline let delay: TimeInterval
  @usableFromInline var queue = RingBuffer<(arrived: Date, event: Event<Element>)>()
  @usableFromInline var armed = false

  @inlinable
  init(_ dueTime: RxTimeInterval) {
    self.dueTime = dueTime
    self.delay = dueTime.timeIntervalInSeconds
  }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(.error(let error)):
      queue.removeAll()
      timed.end(.error(error))
    case .event(let event):
      queue.append((timed.scheduler.now, event))
      if armed { return }
      armed = true
      timed.arm(0, after: dueTime)
    case .tick:
      armed = false
      drainDue(timed)
    }
  }

  @inlinable
  mutating func release() { queue.removeAll() }

  /// Sends the head (its timer fired), then every event whose delay is over, then re-arms.
  @inlinable
  mutating func drainDue(_ timed: TimedSink<Self>) {
    let now = timed.scheduler.now
    var first = true
    while let head = queue.first {
      if !first && now.timeIntervalSince(head.arrived) < delay { break }
      first = false
      _ = queue.popFirst()
      timed.sink(head.event)
      if head.event.isStopEvent {
        timed.lifetime.dispose()
        return
      }
      if timed.lifetime.isDisposed { return }
    }
    guard let head = queue.first else { return }
    armed = true
    timed.arm(0, after: dueTime.remaining(since: head.arrived, now: timed.scheduler.now))
  }
}
