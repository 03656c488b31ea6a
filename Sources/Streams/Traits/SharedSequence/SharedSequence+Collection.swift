extension SharedSequence {
  /// Pairs up the elements of every shared sequence in `collection` by index and combines each
  /// row.
  ///
  ///     [a: -1--2-, b: --3--4-]  zip(_:) { $0.reduce(0, +) }  --4--6-
  ///
  /// Behaves as `Observable.zip` over the same sources; the result shares the strategy.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines one element of each source, in collection order.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Pairs up the elements of every shared sequence in `collection` by index into arrays.
  ///
  ///     [a: -1--2-, b: --3--4-]  zip(_:)  --[1,3]--[2,4]-
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the shared sequence of rows, one element per source in collection order.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    zip(collection) { $0 }
  }

  /// Combines the latest elements of every shared sequence in `collection` whenever any of
  /// them emits.
  ///
  ///     [a: -1---2-, b: --x----]  combineLatest(_:) { $0.joined() }  --1x-2x-
  ///
  /// Behaves as `Observable.combineLatest` over the same sources; the result shares the
  /// strategy.
  ///
  /// - Parameters:
  ///   - collection: the sources, all of one element type.
  ///   - resultSelector: combines the latest element of each source, in collection order.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Result>(
      Observable.combineLatest(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the latest elements of every shared sequence in `collection` into an array
  /// whenever any of them emits.
  ///
  ///     [a: -1---2-, b: --x----]  combineLatest(_:)  --[1,x]-[2,x]-
  ///
  /// - Parameter collection: the sources, all of one element type.
  /// - Returns: the shared sequence of arrays, one element per source in collection order.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    combineLatest(collection) { $0 }
  }

  /// Emits the elements of each shared sequence of `sequence` in turn, subscribing to the next
  /// when the current one completes.
  ///
  ///     concat([--1|, --2|])   --1--2|
  ///
  /// - Parameter sequence: the sources, iterated lazily.
  /// - Returns: the shared sequence of every source's elements, in order.
  @inlinable
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sequence.lazy.map(\.source)))
  }

  /// Emits the elements of each shared sequence of `collection` in turn, subscribing to the
  /// next when the current one completes.
  ///
  ///     concat([--1|, --2|])   --1--2|
  ///
  /// - Parameter collection: the sources.
  /// - Returns: the shared sequence of every source's elements, in order.
  @inlinable
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(collection.map(\.source)))
  }
}
