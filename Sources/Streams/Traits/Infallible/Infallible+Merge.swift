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
}
