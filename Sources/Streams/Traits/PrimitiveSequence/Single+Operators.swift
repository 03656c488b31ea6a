extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the element with `transform`.
  ///
  ///     --1|  map { $0 * 10 }  --10|
  ///
  /// - Parameter transform: applied to the element; a thrown error fails the single.
  /// - Returns: the single of the transformed element.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }

  /// Transforms the element, completing empty when `transform` returns `nil`.
  ///
  ///     --1|  compactMap { $0 > 5 ? $0 : nil }  --|
  ///
  /// - Parameter transform: applied to the element; a thrown error fails the result.
  /// - Returns: a maybe of the transformed element.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Keeps the element when it satisfies `predicate`, else completes empty.
  ///
  ///     --1|  filter { $0 > 5 }  --|
  ///
  /// - Parameter predicate: decides the element; a thrown error fails the result.
  /// - Returns: a maybe of the kept element.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// This single as a ``Maybe``, which it always satisfies.
  ///
  ///     --1|  asMaybe()  --1|
  ///
  /// - Returns: the maybe.
  @inlinable
  public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

  /// Completes when this single succeeds, dropping the element.
  ///
  ///     --1|  asCompletable()  --|
  ///
  /// - Returns: the completable.
  @inlinable
  public func asCompletable() -> Completable {
    primitiveSequence.source.ignoreElements().asCompletable()
  }

  /// Runs side effects at each step of a subscription, without changing its outcome.
  ///
  ///     --1|  do(onSuccess: { log($0) })  --1|  (logs 1)
  ///
  /// - Parameters:
  ///   - onSuccess: runs with the element, before it is forwarded; a thrown error fails the
  ///     single instead.
  ///   - afterSuccess: runs with the element, after it is forwarded.
  ///   - onError: runs with the error, before it is forwarded.
  ///   - afterError: runs with the error, after it is forwarded.
  ///   - onSubscribe: runs before this single is subscribed.
  ///   - onSubscribed: runs after this single has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same single, with the side effects.
  @inlinable
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }
}
