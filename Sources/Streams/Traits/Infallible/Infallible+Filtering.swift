extension InfallibleType {
  /// Transforms each element, dropping the `nil` results.
  ///
  ///     --1--2--3--|  compactMap { $0 == 2 ? nil : $0 }  --1-----3--|
  ///
  /// - Parameter transform: applied to each element; it cannot throw.
  /// - Returns: the infallible of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }

  /// Sends `elements` first, then the elements of this sequence.
  ///
  ///     --1--2--|  startWith(0)  0--1--2--|
  ///
  /// - Parameter elements: the elements to send on subscription, in order.
  /// - Returns: the infallible, prefixed.
  @inlinable
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(
      elements.reversed().reduce(asObservable()) { sequence, element in
        sequence.startWith(element)
      })
  }

  /// Sends the first `count` elements, then completes.
  ///
  ///     --1--2--3--|  take(2)  --1--2|
  ///
  /// - Parameter count: how many elements to keep; a negative count keeps none.
  /// - Returns: the infallible of the first elements.
  @inlinable
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(max(count, 0)))
  }

  /// Skips the first `count` elements.
  ///
  ///     --1--2--3--|  skip(2)  --------3--|
  ///
  /// - Parameter count: how many elements to skip; a negative count skips none.
  /// - Returns: the infallible without its first elements.
  @inlinable
  public func skip(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().skip(max(count, 0)))
  }

  /// Runs side effects at each step of a subscription, without changing its events.
  ///
  ///     --1--2--|  do(onNext: { log($0) })  --1--2--|  (logs 1, 2)
  ///
  /// - Parameters:
  ///   - onNext: runs with each element, before it is forwarded.
  ///   - afterNext: runs with each element, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before this sequence is subscribed.
  ///   - onSubscribed: runs after this sequence has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same infallible, with the side effects.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
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

extension InfallibleType where Element: Equatable {
  /// Drops each element equal to the one before it.
  ///
  ///     --1--1--2--1--|  distinctUntilChanged()  --1-----2--1--|
  ///
  /// - Returns: the infallible without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// Drops each element whose key equals the key of the element before it.
  ///
  ///     --a1--a2--b1--|  distinctUntilChanged { $0.letter }  --a1------b1--|
  ///
  /// - Parameter keySelector: the key to compare.
  /// - Returns: the infallible without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }
}
