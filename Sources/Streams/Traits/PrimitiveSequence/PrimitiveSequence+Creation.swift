// The factories whose body is the same for every trait. `empty()` is not among them: it is
// declared for ``Maybe`` and ``Completable`` only, since a ``Single`` cannot complete empty.

extension PrimitiveSequenceType {
  /// A sequence that succeeds at once with `element`: `Single.just(1)`, `Maybe.just(1)`.
  ///
  ///     just(1)   1|
  ///
  /// A ``Completable`` has no element to pass (its `Element` is `Never`), so it has no `just`
  /// that can be called.
  ///
  /// - Parameter element: the element.
  /// - Returns: the single or maybe.
  @inlinable
  public static func just(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.just(element))
  }

  /// A sequence that succeeds with `element`, sent on `scheduler`.
  ///
  ///     just(1, scheduler: s)   -1|  (on s)
  ///
  /// - Parameters:
  ///   - element: the element.
  ///   - scheduler: where the element is sent.
  /// - Returns: the single or maybe.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A sequence that fails at once with `error`: `Single<Int>.error(e)`, `Completable.error(e)`.
  ///
  ///     error(e)   #
  ///
  /// - Parameter error: the error.
  /// - Returns: the single, maybe or completable.
  @inlinable
  public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.error(error))
  }

  /// A sequence that never emits nor ends.
  ///
  ///     never()   ------
  ///
  /// - Returns: the single, maybe or completable.
  @inlinable
  public static func never() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.never())
  }
}
