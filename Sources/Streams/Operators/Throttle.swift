import Foundation

extension ObservableType {
  /// Emits the first element of each `dueTime` window and, with `latest`, the last element the
  /// window held back, when the window closes; no two elements come closer than `dueTime`.
  ///
  ///     -123------4|  throttle(3, s)  -1--3-----4|
  ///     -123------4|  throttle(3, latest: false, s)  -1--------4|
  ///
  /// An element that arrives `dueTime` or more after the last one sent goes out at once. With
  /// `latest` (the default), one arriving sooner is kept, replacing any kept before it, and is
  /// sent when `dueTime` has passed since the last send, which opens a new window; without it,
  /// such elements are dropped. A completion waits for a kept element to be sent; an error is
  /// forwarded at once and drops it. Disposal cancels the pending timer.
  ///
  /// - Parameters:
  ///   - dueTime: the shortest time between two emitted elements.
  ///   - latest: whether the last element held back in a window is emitted when it closes.
  ///   - scheduler: the scheduler that runs the timers and tells the time.
  /// - Returns: the throttled sequence.
  @inlinable
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: a completion may wait for the kept element to be sent.
      let (upstream, _) = lifetime.child()
      let throttle = TimedSink(
        sink, lifetime, scheduler, ThrottleRule<Element>(dueTime.timeIntervalInSeconds, latest))
      source.run(throttle.on, upstream)
    }
  }
}

/// Tracks when the last element went out and the element held back for the window's end.
@usableFromInline
struct ThrottleRule<Element>: TimedRule {
  @usableFromInline let dueTime: TimeInterval
  @usableFromInline let latest: Bool
  @usableFromInline var lastSent: Date?
  @usableFromInline var unsent: Element?
  @usableFromInline var completed = false

  @inlinable
  init(_ dueTime: TimeInterval, _ latest: Bool) {
    self.dueTime = dueTime
    self.latest = latest
  }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(.next(let element)):
      let elapsed = lastSent.map { timed.scheduler.now.timeIntervalSince($0) } ?? dueTime
      if elapsed >= dueTime {
        send(element, timed)
        return
      }
      guard latest else { return }
      let inFlight = unsent != nil
      unsent = element
      if inFlight { return }
      timed.arm(0, after: .clamped(seconds: dueTime - elapsed))
    case .event(.error(let error)):
      unsent = nil
      timed.end(.error(error))
    case .event(.completed):
      if unsent != nil {
        completed = true
        return
      }
      timed.end(.completed)
    case .tick:
      if let element = unsent {
        send(element, timed)
        if timed.lifetime.isDisposed { return }
      }
      if completed { timed.end(.completed) }
    }
  }

  @inlinable
  mutating func send(_ element: Element, _ timed: TimedSink<Self>) {
    unsent = nil
    timed.sink(.next(element))
    lastSent = timed.scheduler.now
  }
}
