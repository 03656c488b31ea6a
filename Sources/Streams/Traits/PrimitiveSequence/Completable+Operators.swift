extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs side effects at each step of a subscription, without changing its outcome.
  ///
  ///     --|  do(onCompleted: { log("done") })  --|  (logs done)
  ///
  /// - Parameters:
  ///   - onError: runs with the error, before it is forwarded.
  ///   - afterError: runs with the error, after it is forwarded.
  ///   - onCompleted: runs before the completion is forwarded; a thrown error fails the
  ///     completable instead.
  ///   - afterCompleted: runs after the completion is forwarded.
  ///   - onSubscribe: runs before this completable is subscribed.
  ///   - onSubscribed: runs after this completable has been subscribed.
  ///   - onDispose: runs once the subscription is over.
  /// - Returns: the same completable, with the side effects.
  @inlinable
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Runs this work, then `second`: the same as `andThen(_:)`.
  ///
  ///     --|  concat(--|)  ----|
  ///
  /// - Parameter second: the completable to subscribe after this one completes.
  /// - Returns: a completable that completes when both have.
  @inlinable
  public func concat(_ second: Completable) -> Completable {
    Completable(raw: Observable.concat([primitiveSequence.source, second.source]))
  }

  /// Runs the completables one after another, each once the previous one has completed.
  ///
  ///     concat(a, b, c)   a--|b--|c--|
  ///
  /// - Parameter sources: the completables, in order.
  /// - Returns: a completable that completes when the last one has.
  @inlinable
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// Runs the completables one after another, each once the previous one has completed.
  ///
  ///     concat([a, b, c])   a--|b--|c--|
  ///
  /// - Parameter sources: the completables, in order.
  /// - Returns: a completable that completes when the last one has.
  @inlinable
  public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(sources.map(\.source)))
  }
}
