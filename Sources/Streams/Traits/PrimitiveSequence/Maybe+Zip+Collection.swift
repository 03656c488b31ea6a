extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Waits for every maybe in `sources` and combines their elements with `resultSelector`.
  ///
  ///     [--1|, ----2|]  zip(_:) { $0.reduce(0, +) }  ----3|
  ///
  /// All are subscribed at once and the result follows `Observable.zip` over them. An empty
  /// collection succeeds at once with `resultSelector([])`.
  ///
  /// - Parameters:
  ///   - sources: the maybes, all of one element type.
  ///   - resultSelector: combines the elements, in collection order; a thrown error fails the
  ///     result.
  /// - Returns: the maybe of the combined element.
  @inlinable
  public static func zip<Collection: Swift.Collection, Result>(
    _ sources: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
    if sources.isEmpty { return Maybe(raw: Observable.just([]).map(resultSelector)) }
    return Maybe(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
  }

  /// Waits for every maybe in `sources` and collects their elements into an array.
  ///
  ///     [--1|, ----2|]  zip(_:)  ----[1,2]|
  ///
  /// - Parameter sources: the maybes, all of one element type.
  /// - Returns: the maybe of the array, in collection order.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Maybe<[Element]>
  where Collection.Element == Maybe<Element> {
    zip(sources) { $0 }
  }
}
