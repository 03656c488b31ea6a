extension SharedSequence {
  /// A shared sequence of one element, subscribed on the strategy's scheduler, as in RxCocoa:
  /// the element and the completion go out together, in the one scheduled subscription.
  ///
  ///     just(1)   1|  (on main)
  ///
  /// - Parameter element: the element to send before completing.
  /// - Returns: the sequence.
  @inlinable
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that completes at once, on the strategy's scheduler.
  ///
  ///     empty()   |  (on main)
  ///
  /// - Returns: the sequence.
  @inlinable
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that never emits and never ends.
  ///
  ///     never()   ------
  ///
  /// - Returns: the sequence.
  @inlinable
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A shared sequence of the given elements, sent in order on the strategy's scheduler.
  ///
  ///     of(1, 2, 3)   123|  (on main)
  ///
  /// - Parameter elements: the elements.
  /// - Returns: the sequence.
  @inlinable
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of the elements of `array`, sent in order on the strategy's scheduler.
  ///
  ///     from([1, 2, 3])   123|  (on main)
  ///
  /// - Parameter array: the elements.
  /// - Returns: the sequence.
  @inlinable
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of the elements of `sequence`, sent in order on the strategy's
  /// scheduler.
  ///
  /// - Parameter sequence: the elements; iterated anew for each subscription.
  /// - Returns: the sequence.
  @inlinable
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence of the wrapped value, or an empty one for `nil`.
  ///
  /// - Parameter optional: the value, if any.
  /// - Returns: the sequence.
  @inlinable
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that calls `factory` for each subscription and subscribes to its
  /// result.
  ///
  ///     deferred { .just(now()) }   (a fresh value per subscription)
  ///
  /// - Parameter factory: builds the sequence.
  /// - Returns: the deferred sequence.
  @inlinable
  public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.deferred { factory().source })
  }
}
