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
      let throttle = ThrottleSink(sink, lifetime, dueTime, latest, scheduler)
      source.run(throttle.on, upstream)
    }
  }
}

/// Tracks when the last element went out and the element held back for the window's end.
@usableFromInline
final class ThrottleSink<Element>: @unchecked Sendable {
  // Safe to share: the mutable state is touched only by `handle`, which the serializer runs
  // one input at a time; every other property is immutable or thread-safe.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let dueTime: TimeInterval
  @usableFromInline let latest: Bool
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer = Serializer<TimedInput<Element>> { _ in }
  @usableFromInline var lastSent: Date?
  @usableFromInline var unsent: Element?
  @usableFromInline var completed = false

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ dueTime: RxTimeInterval, _ latest: Bool, _ scheduler: SchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.dueTime = dueTime.timeIntervalInSeconds
    self.latest = latest
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
      let elapsed = lastSent.map { scheduler.now.timeIntervalSince($0) } ?? dueTime
      if elapsed >= dueTime {
        send(element)
        return
      }
      guard latest else { return }
      let inFlight = unsent != nil
      unsent = element
      if inFlight { return }
      timer.disposable = scheduler.scheduleRelative(
        0, dueTime: .clamped(seconds: dueTime - elapsed)
      ) { [self] _ in
        self.serializer.send(.tick(0))
        return Disposables.create()
      }
    case .event(.error(let error)):
      unsent = nil
      sink(.error(error))
      lifetime.dispose()
    case .event(.completed):
      if unsent != nil {
        completed = true
        return
      }
      sink(.completed)
      lifetime.dispose()
    case .tick:
      if let element = unsent {
        send(element)
        if lifetime.isDisposed { return }
      }
      if completed {
        sink(.completed)
        lifetime.dispose()
      }
    }
  }

  @inlinable
  func send(_ element: Element) {
    unsent = nil
    sink(.next(element))
    lastSent = scheduler.now
  }
}
