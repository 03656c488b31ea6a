extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Waits for every single in `sources` and combines their elements with `resultSelector`.
  ///
  ///     [--1|, ----2|]  zip(_:) { $0.reduce(0, +) }  ----3|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  /// An empty collection succeeds at once with `resultSelector([])`.
  ///
  /// - Parameters:
  ///   - sources: the singles, all of one element type.
  ///   - resultSelector: combines the elements, in collection order; a thrown error fails the
  ///     result.
  /// - Returns: the single of the combined element.
  @inlinable
  public static func zip<Collection: Swift.Collection, Result>(
    _ sources: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> Single<Result> where Collection.Element == Single<Element> {
    if sources.isEmpty { return Single(raw: Observable.just([]).map(resultSelector)) }
    return Single(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
  }

  /// Waits for every single in `sources` and collects their elements into an array.
  ///
  ///     [--1|, ----2|]  zip(_:)  ----[1,2]|
  ///
  /// All are subscribed at once; the first failure fails the result and disposes the others.
  /// An empty collection succeeds at once with `[]`.
  ///
  /// - Parameter sources: the singles, all of one element type.
  /// - Returns: the single of the array, in collection order.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ sources: Collection)
    -> Single<[Element]>
  where Collection.Element == Single<Element> {
    zip(sources) { $0 }
  }
}
