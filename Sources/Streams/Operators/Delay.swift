import Foundation

extension ObservableType {
  /// Shifts elements and the completion later by `dueTime`; an error is not delayed.
  ///
  ///     -1-2--|  delay(3, s)  ----1-2--|
  ///
  /// Each element and the completion are sent `dueTime` after they arrived, in order, each by a
  /// timer action of its own, as in RxSwift: events that arrived together go out a scheduler
  /// turn apart (a tick apart on a `TestScheduler`). An error is sent as soon as it arrives and
  /// drops the elements still waiting, as in RxSwift. Disposal cancels the pending timer and
  /// drops what is waiting.
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
  @usableFromInline var queue = RingBuffer<(arrived: Date, event: Event<Element>)>()
  @usableFromInline var armed = false

  @inlinable
  init(_ dueTime: RxTimeInterval) {
    self.dueTime = dueTime
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

  /// Sends the head (its timer fired), then arms the timer for the next event.
  ///
  /// One timer action per event, as in RxSwift: an event whose delay is already over when the
  /// one before it goes out waits for the scheduler's next turn (a tick later on a
  /// `TestScheduler`), not the same action.
  @inlinable
  mutating func drainDue(_ timed: TimedSink<Self>) {
    guard let head = queue.popFirst() else { return }
    timed.sink(head.event)
    if head.event.isStopEvent {
      timed.lifetime.dispose()
      return
    }
    guard let next = queue.first, !timed.lifetime.isDisposed else { return }
    armed = true
    timed.arm(0, after: dueTime.remaining(since: next.arrived, now: timed.scheduler.now))
  }
}
