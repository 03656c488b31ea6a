extension InfallibleType {
  /// An infallible of one element.
  ///
  ///     just(1)   1|
  ///
  /// - Parameter element: the element to send before completing.
  /// - Returns: the infallible.
  @inlinable
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// An infallible of one element, sent on `scheduler`.
  ///
  /// - Parameters:
  ///   - element: the element to send before completing.
  ///   - scheduler: where the element and the completion are sent.
  /// - Returns: the infallible.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(Observable.just(element, scheduler: scheduler))
  }

  /// An infallible that completes at once.
  ///
  ///     empty()   |
  ///
  /// - Returns: the infallible.
  @inlinable
  public static func empty() -> Infallible<Element> { Infallible(Observable.empty()) }

  /// An infallible that never emits and never ends.
  ///
  ///     never()   ------
  ///
  /// - Returns: the infallible.
  @inlinable
  public static func never() -> Infallible<Element> { Infallible(Observable.never()) }

  /// An infallible of the given elements, in order.
  ///
  ///     of(1, 2, 3)   123|
  ///
  /// - Parameters:
  ///   - elements: the elements.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the infallible.
  @inlinable
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(elements, scheduler: scheduler))
  }

  /// An infallible of the elements of `array`, in order.
  ///
  ///     from([1, 2, 3])   123|
  ///
  /// - Parameters:
  ///   - array: the elements.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the infallible.
  @inlinable
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(array, scheduler: scheduler))
  }

  /// An infallible of the elements of `sequence`, in order.
  ///
  /// - Parameters:
  ///   - sequence: the elements; iterated anew for each subscription.
  ///   - scheduler: where the elements are sent.
  /// - Returns: the infallible.
  @inlinable
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Sequence.Element == Element {
    Infallible(Observable.from(sequence, scheduler: scheduler))
  }

  /// An infallible of the wrapped value, or an empty one for `nil`.
  ///
  /// - Parameters:
  ///   - optional: the value, if any.
  ///   - scheduler: where the element and the completion are sent.
  /// - Returns: the infallible.
  @inlinable
  public static func from(
    optional: Element?, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> {
    Infallible(Observable.from(optional: optional, scheduler: scheduler))
  }

  /// An infallible that calls `factory` for each subscription and subscribes to its result.
  ///
  ///     deferred { .just(now()) }   (a fresh value per subscription)
  ///
  /// - Parameter factory: builds the sequence; it cannot throw.
  /// - Returns: the deferred infallible.
  @inlinable
  public static func deferred(_ factory: @escaping () -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(Observable.deferred { factory().asObservable() })
  }
}
