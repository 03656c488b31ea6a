extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the element with `transform`.
  ///
  ///     --1|  map { $0 * 10 }  --10|
  ///
  /// - Parameter transform: applied to the element; a thrown error fails the maybe.
  /// - Returns: the maybe of the transformed element.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  /// Transforms the element, completing empty when `transform` returns `nil`.
  ///
  ///     --1|  compactMap { $0 > 5 ? $0 : nil }  --|
  ///
  /// - Parameter transform: applied to the element; a thrown error fails the maybe.
  /// - Returns: the maybe of the transformed element.
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
  /// - Parameter predicate: decides the element; a thrown error fails the maybe.
  /// - Returns: the maybe of the kept element.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// Completes when this maybe ends without failing, dropping any element.
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
  ///     --1|  do(onNext: { log($0) })  --1|  (logs 1)
  ///
  /// - Parameters:
  ///   - onNext: runs with the element, before it is forwarded; a thrown error fails the maybe
  ///     instead.
  ///   - afterNext: runs with the element, after it is forwarded.
  ///   - onError: runs with the error, before it is forwarded.
  ///   - afterError: runs with the error, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before this maybe is subscribed.
  ///   - onSubscribed: runs after this maybe has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same maybe, with the side effects.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }
}
