extension ObservableType {
  /// Combines the latest elements of every observable in `collection` whenever one emits.
  ///
  ///     [a: -1---2-|, b: --3----|]  combineLatest(_:) { $0.reduce(0, +) }  --4-5-|
  ///
  /// The first result comes once every source has emitted. Completes when every source has
  /// completed, or at once when a source completes without ever emitting; an empty collection
  /// completes at once. The first error ends the sequence.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines the latest element of each source, in collection order; a
  ///     thrown error ends the sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    let count = sources.count
    return CombineLatestSink.observable(sources) { row in
      let elements = row.compactMap { $0 }
      return elements.count == count ? try resultSelector(elements) : nil
    }
  }

  /// Combines the latest elements of every observable in `collection` into arrays.
  ///
  ///     [a: -1---2-|, b: --3----|]  combineLatest(_:)  --[1,3]-[2,3]-|
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the sequence of rows, one element per source in collection order.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}
