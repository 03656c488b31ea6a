extension ObservableType {
  /// Drops the elements that arrive within `duration` of the subscription.
  ///
  ///     -1-2--3-4|  skip(4, s)  ------3-4|
  ///
  /// Terminal events are always forwarded. Disposal cancels the timer.
  ///
  /// - Parameters:
  ///   - duration: how long after subscription elements are dropped.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the source sequence without its first `duration` of elements.
  @inlinable
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      // Pass-through: the timer only opens a gate, so it never races the observer.
      let gate = SkipForDurationGate()
      lifetime.add(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          gate.open.store(true, ordering: .releasing)
          return Disposables.create()
        })
      source.run(
        { event in
          if case .next = event, !gate.open.load(ordering: .acquiring) { return }
          sink(event)
        }, lifetime)
    }
  }

  /// Drops the elements that arrive within `duration` of the subscription.
  ///
  ///     -1-2--3-4|  skip(for: 4, s)  ------3-4|
  ///
  /// The same as ``skip(_:scheduler:)-(RxTimeInterval,_)``, spelled like
  /// ``take(for:scheduler:)``.
  ///
  /// - Parameters:
  ///   - duration: how long after subscription elements are dropped.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the source sequence without its first `duration` of elements.
  @inlinable
  public func skip(for duration: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    skip(duration, scheduler: scheduler)
  }
}

/// Whether the skipping time is over; set by the timer, read by the source's thread.
@usableFromInline
final class SkipForDurationGate: Sendable {
  @usableFromInline let open = AtomicCell<Bool>(false)

  @inlinable
  init() {}
}
