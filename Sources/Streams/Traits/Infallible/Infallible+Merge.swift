extension InfallibleType {
  /// Merges the elements of `sources` as they come.
  ///
  ///     a: -1---3-|  b: --2-|  merge(a, b)  -1-2-3-|
  ///
  /// - Parameter sources: the infallibles to merge.
  /// - Returns: the infallible of every source's elements.
  @inlinable
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the infallibles in `sources` as they come.
  ///
  ///     [a: -1---3-|, b: --2-|]  merge(_:)  -1-2-3-|
  ///
  /// - Parameter sources: the infallibles to merge.
  /// - Returns: the infallible of every source's elements.
  @inlinable
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the infallibles in any collection (a slice, a lazy map, an `AnyCollection`) as
  /// they come.
  ///
  /// RxSwift's overload for a generic collection concatenates instead, so a source that never
  /// completes starves the ones after it; here every source is subscribed at once, as the name
  /// says and as the array overload does.
  ///
  ///     [a: -1---3-|, b: --2-|]  merge(_:)  -1-2-3-|
  ///
  /// - Parameter sources: the infallibles to merge.
  /// - Returns: the infallible of every source's elements.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }
}
