extension ObservableType {
  /// Collects elements into arrays, emitting one when it holds `count` elements or when
  /// `timeSpan` has passed since the previous one was emitted, whichever comes first.
  ///
  ///     -123--4----|  buffer(timeSpan: 5, count: 3, s)  ---[1,2,3]----[4]--([]|)
  ///
  /// A buffer is emitted at every `timeSpan`, empty if nothing arrived, as in RxSwift; filling
  /// up emits early and restarts the timespan. The last buffer, possibly empty, is emitted
  /// right before the completion. An error is forwarded at once and drops the buffer. A
  /// `count` below one fails the sequence with ``RxError/argumentOutOfRange``. Disposal cancels
  /// the pending timer.
  ///
  /// - Parameters:
  ///   - timeSpan: the longest time a buffer stays open.
  ///   - count: the most elements a buffer holds.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the sequence of buffers.
  @inlinable
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    guard count > 0 else { return Observable.error(RxError.argumentOutOfRange) }
    let source = asObservable()
    return Observable { sink, lifetime in
      // Upstream gets a child: its completion may wait in the serializer behind a tick, and
      // the handler ends the downstream lifetime once it has sent the last buffer.
      let (upstream, _) = lifetime.child()
      let buffer = BufferSink(sink, lifetime, timeSpan, count, scheduler)
      buffer.startTimer()
      source.run(buffer.on, upstream)
    }
  }
}

/// Holds the open buffer and the timer that closes it.
@usableFromInline
final class BufferSink<Element>: @unchecked Sendable {
  // Safe to share: `buffer` and `window` are touched only by `handle` (run by the serializer
  // one input at a time) and by `startTimer` before the first input; every other property is
  // immutable or thread-safe.
  @usableFromInline let sink: (Event<[Element]>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let timeSpan: RxTimeInterval
  @usableFromInline let count: Int
  @usableFromInline let scheduler: SchedulerType
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer = Serializer<TimedInput<Element>> { _ in }
  @usableFromInline var buffer: [Element] = []
  @usableFromInline var window: UInt64 = 0

  @inlinable
  init(
    _ sink: @escaping (Event<[Element]>) -> Void, _ lifetime: Lifetime,
    _ timeSpan: RxTimeInterval, _ count: Int, _ scheduler: SchedulerType
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    lifetime.add(timer)
    // Unowned: only senders that hold this sink strongly can reach the handler.
    serializer.handler = { [unowned self] input in self.handle(input) }
  }

  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  /// Arms the timer that closes the current window.
  @inlinable
  func startTimer() {
    timer.disposable = scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
      self.serializer.send(.tick(window))
      return Disposables.create()
    }
  }

  @inlinable
  func handle(_ input: TimedInput<Element>) {
    if lifetime.isDisposed { return }
    switch input {
    case .event(.next(let element)):
      buffer.append(element)
      if buffer.count == count { emitAndRestart() }
    case .event(.error(let error)):
      buffer = []
      sink(.error(error))
      lifetime.dispose()
    case .event(.completed):
      let last = buffer
      buffer = []
      sink(.next(last))
      if lifetime.isDisposed { return }
      sink(.completed)
      lifetime.dispose()
    case .tick(let fired):
      if fired == window { emitAndRestart() }
    }
  }

  /// Emits the open buffer and starts a new window with a fresh timer.
  @inlinable
  func emitAndRestart() {
    window &+= 1
    let full = buffer
    buffer = []
    sink(.next(full))
    if lifetime.isDisposed { return }
    startTimer()
  }
}
