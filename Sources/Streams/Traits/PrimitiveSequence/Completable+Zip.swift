extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs the completables at once; completes when all have, fails as soon as one fails.
  ///
  ///     zip(--|, ----|)   ----|
  ///
  /// RxSwift's name; `merge(_:)` is its deprecated spelling.
  ///
  /// - Parameter sources: the completables, all subscribed together.
  /// - Returns: a completable that completes when every source has.
  @inlinable
  public static func zip(_ sources: Completable...) -> Completable { zip(sources) }

  /// Runs the completables at once; completes when all have, fails as soon as one fails.
  ///
  ///     zip([--|, ----|])   ----|
  ///
  /// - Parameter sources: the completables, all subscribed together.
  /// - Returns: a completable that completes when every source has.
  @inlinable
  public static func zip<Sources: Swift.Sequence>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }
}
