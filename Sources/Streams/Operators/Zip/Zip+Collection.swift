extension ObservableType {
  /// Pairs up the elements of every observable in `collection` by index and combines each row.
  ///
  ///     [a: -1--2-|, b: --3--4-|]  zip(_:) { $0.reduce(0, +) }  --4--6|
  ///
  /// Completes as soon as a completed source has nothing buffered, disposing every source; an
  /// empty collection completes at once. The first error ends the sequence.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines one element of each source, in collection order; a thrown
  ///     error ends the sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    let count = sources.count
    return ZipSink.observable(sources) { row in
      let elements = row.compactMap { $0 }
      return elements.count == count ? try resultSelector(elements) : nil
    }
  }

  /// Pairs up the elements of every observable in `collection` by index into arrays.
  ///
  ///     [a: -1--2-|, b: --3--4-|]  zip(_:)  --[1,3]--[2,4]|
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the sequence of rows, one element per source in collection order.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}
