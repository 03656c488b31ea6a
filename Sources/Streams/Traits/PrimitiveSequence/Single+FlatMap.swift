extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Continues with the single `selector` builds from the element.
  ///
  ///     --1|  flatMap { .just($0 * 10) }  --10|
  ///
  /// - Parameter selector: builds the next single; a thrown error fails the result.
  /// - Returns: the single of the next single's element.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Continues with the maybe `selector` builds from the element.
  ///
  ///     --1|  flatMapMaybe { _ in .empty() }  --|
  ///
  /// - Parameter selector: builds the maybe; a thrown error fails the result.
  /// - Returns: the maybe's outcome.
  @inlinable
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Continues with the completable `selector` builds from the element.
  ///
  ///     --1|  flatMapCompletable { save($0) }  ----|
  ///
  /// - Parameter selector: builds the completable; a thrown error fails the result.
  /// - Returns: the completable's outcome.
  @inlinable
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: primitiveSequence.source.flatMap(selector))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Continues with the maybe `selector` builds from the element, if there is one.
  ///
  ///     --1|  flatMap { .just($0 * 10) }  --10|
  ///
  /// - Parameter selector: builds the next maybe; a thrown error fails the result.
  /// - Returns: the next maybe's outcome, or an empty maybe when this one is empty.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap(selector))
  }
}
