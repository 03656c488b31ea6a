extension InfallibleType {
  /// Combines the latest elements of every infallible in `collection` whenever any of them
  /// emits.
  ///
  ///     [a: -1---2--|, b: --x----|]  combineLatest(_:) { $0.joined() }  --1x-2x--|
  ///
  /// Behaves as `Observable.combineLatest` over the same sources.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines the latest element of each source, in collection order.
  /// - Returns: the infallible of combined elements.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) -> Element
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    Infallible(
      Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    )
  }

  /// Collects the latest elements of every infallible in `collection` into an array whenever
  /// any of them emits.
  ///
  ///     [a: -1---2--|, b: --x----|]  combineLatest(_:)  --[1,x]-[2,x]--|
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the infallible of arrays, one element per source in collection order.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}
