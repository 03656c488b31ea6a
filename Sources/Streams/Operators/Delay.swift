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
      let delay = DelaySink(sink, lifetime, dueTime, scheduler)
      source.run(delay.on, upstream)
    }
  }
}

/// Queues events with their arrival times and sends each one when its delay is over.
@usableFromInline
final class DelaySink<Element>: @unchecked Sendable {
  // Safe to share: `queue` and `armed` are touched only by `handle`, which the serializer
  // runs one input at a time; every other property is immutable or thread-safe.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let dueTime: RxTimeInterval
  @usableFromInline let delay: TimeInterval
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer = Serializer<TimedInput<Element>> { _ in }
  @usableFromInline var queue = RingBuffer<(arrived: Date, event: Event<Element>)>()
  @usableFromInline var armed = false

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ dueTime: RxTimeInterval, _ scheduler: SchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.dueTime = dueTime
    self.delay = dueTime.timeIntervalInSeconds
    self.scheduler = scheduler
    lifetime.add(timer)
    // Unowned: only senders that hold this sink strongly can reach the handler.
    serializer.handler = { [unowned self] input in self.handle(input) }
  }

  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  @inlinable
  func handle(_ input: TimedInput<Element>) {
    if lifetime.isDisposed {
      queue.removeAll()
      return
    }
    switch input {
    case .event(.error(let error)):
      queue.removeAll()
      sink(.error(error))
      lifetime.dispose()
    case .event(let event):
      queue.append((scheduler.now, event))
      if armed { return }
      armed = true
      arm(after: dueTime)
    case .tick:
      armed = false
      drainDue()
    }
  }

  /// Sends the head (its timer fired), then every event whose delay is over, then re-arms.
  @inlinable
  func drainDue() {
    let now = scheduler.now
    var first = true
    while let head = queue.first {
      if !first && now.timeIntervalSince(head.arrived) < delay { break }
      first = false
      _ = queue.popFirst()
      sink(head.event)
      if head.event.isStopEvent {
        lifetime.dispose()
        return
      }
      if lifetime.isDisposed { return }
    }
    guard let head = queue.first else { return }
    armed = true
    arm(after: dueTime.remaining(since: head.arrived, now: scheduler.now))
  }

  @inlinable
  func arm(after interval: RxTimeInterval) {
    timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { [self] _ in
      self.serializer.send(.tick(0))
      return Disposables.create()
    }
  }
}
