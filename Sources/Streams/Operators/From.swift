extension ObservableType {
  /// A sequence of the elements of `array`, in order.
  ///
  /// With the default scheduler the elements are sent on the thread's trampoline: during the
  /// outermost `subscribe`, one element per turn among other synchronous sources subscribed
  /// with it, as in RxSwift. Disposal is checked before each element, so `take(1)` stops the
  /// loop.
  ///
  ///     from([1, 2, 3])   123|
  ///
  /// - Parameters:
  ///   - array: the elements.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(sequence: array, scheduler: scheduler)
  }

  /// A sequence of the elements of `sequence`, in order.
  ///
  /// - Parameters:
  ///   - sequence: the elements; iterated anew for each subscription.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Sequence.Element == Element {
    from(sequence: sequence, scheduler: scheduler)
  }

  /// A sequence of the given elements, in order.
  ///
  ///     of(1, 2, 3)   123|
  ///
  /// - Parameters:
  ///   - elements: the elements.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(sequence: elements, scheduler: scheduler)
  }

  /// A sequence of the wrapped value, or an empty sequence for `nil`, sent during `subscribe`.
  ///
  /// - Parameter optional: the value, if any.
  /// - Returns: the sequence.
  @inlinable
  public static func from(optional: Element?) -> Observable<Element> {
    guard let element = optional else { return empty() }
    return just(element)
  }

  /// A sequence of the wrapped value, or an empty sequence for `nil`, sent on `scheduler`.
  ///
  /// - Parameters:
  ///   - optional: the value, if any.
  ///   - scheduler: where the element and the completion are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from(sequence: optional.map { [$0] } ?? [], scheduler: scheduler)
  }

  @inlinable
  static func from<Sequence: Swift.Sequence>(
    sequence: Sequence, scheduler: ImmediateSchedulerType
  ) -> Observable<Element> where Sequence.Element == Element {
    guard !(scheduler is CurrentThreadScheduler) else {
      return Observable(startsTrampoline: false) { sink, lifetime in
        Trampoline.subscribe(SequenceSteps(sequence.makeIterator()), sink, lifetime)
      }
    }
    return Observable { sink, lifetime in
      var iterator = sequence.makeIterator()
      lifetime.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          if lifetime.isDisposed { return }
          if let element = iterator.next() {
            sink(.next(element))
            recurse(())
          } else {
            sink(.completed)
            lifetime.dispose()
          }
        })
    }
  }

  /// The elements of `sequence`, sent during `subscribe` without waiting for the trampoline,
  /// then completion: how the static `merge` hands its sources to the merge engine, so that
  /// all of them are subscribed before any sends (RxSwift subscribes them in one loop).
  @inlinable
  static func immediately<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Element {
    Observable(startsTrampoline: false) { sink, lifetime in
      // Check before pulling, so a disposed subscription never computes another element.
      var iterator = sequence.makeIterator()
      while !lifetime.isDisposed, let element = iterator.next() { sink(.next(element)) }
      if lifetime.isDisposed { return }
      sink(.completed)
      lifetime.dispose()
    }
  }
}
