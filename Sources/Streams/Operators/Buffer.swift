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
      let buffer = TimedSink(sink, lifetime, scheduler, BufferRule<Element>(timeSpan, count))
      // The first window's timer.
      buffer.arm(0, after: timeSpan)
      source.run(buffer.on, upstream)
    }
  }
}

/// Holds the open buffer and the number of its window, which the window's timer carries.
@usableFromInline
struct BufferRule<Element>: TimedRule {
  @usableFromInline typealias Output = [Element]
  @usableFromInline let timeSpan: RxTimeInterval
  @usableFromInline let count: Int
  @usableFromInline var buffer: [Element] = []
  @usableFromInline var window: UInt64 = 0

  @inlinable
  init(_ timeSpan: RxTimeInterval, _ count: Int) {
    self.timeSpan = timeSpan
    self.count = count
  }

  @inlinable
  mutating func handle(_ input: TimedInput<Element>, _ timed: TimedSink<Self>) {
    switch input {
    case .event(.next(let element)):
      buffer.append(element)
      if buffer.count == count { emitAndRestart(timed) }
    case .event(.error(let error)):
      buffer = []
      timed.end(.error(error))
    case .event(.completed):
      let last = buffer
      buffer = []
      timed.sink(.next(last))
      if timed.lifetime.isDisposed { return }
      timed.end(.completed)
    case .tick(let fired):
      if fired == window { emitAndRestart(timed) }
    }
  }

  /// Emits the open buffer and starts a new window with a fresh timer.
  @inlinable
  mutating func emitAndRestart(_ timed: TimedSink<Self>) {
    window &+= 1
    let full = buffer
    buffer = []
    timed.sink(.next(full))
    if timed.lifetime.isDisposed { return }
    timed.arm(window, after: timeSpan)
  }
}
