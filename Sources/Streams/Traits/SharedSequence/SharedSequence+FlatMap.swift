extension SharedSequenceConvertibleType {
  /// Maps each element to a shared sequence and follows only the latest one.
  ///
  ///     --a-----b--  flatMapLatest { inner($0) }  --a1-a2-b1-b2--  (a's inner dropped at b)
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the shared sequence of the latest inner sequence's elements.
  @inlinable
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asSharedSequence().source.flatMapLatest { selector($0).source })
  }

  /// Maps each element to a shared sequence, ignoring elements while an inner one is running.
  ///
  ///     --a--b-----c--  flatMapFirst { inner($0) }  --a1-a2--c1--  (b dropped)
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the shared sequence of the inner sequences' elements.
  @inlinable
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asSharedSequence().source.flatMapFirst { selector($0).source })
  }

  /// Maps each element to a shared sequence and merges them all.
  ///
  ///     --a--b--  flatMap { inner($0) }  --a1-b1-a2-b2--
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the shared sequence of every inner sequence's elements.
  @inlinable
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asSharedSequence().source.flatMap { selector($0).source })
  }

  /// Maps each element to a shared sequence and runs them one after another.
  ///
  ///     --a--b--  concatMap { inner($0) }  --a1-a2-b1-b2--
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the shared sequence of the inner sequences' elements, in order.
  @inlinable
  public func concatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asSharedSequence().source.concatMap { selector($0).source })
  }

  /// Combines each element with the latest element of `second`, dropping elements sent
  /// before `second` has one.
  ///
  ///     a: --1----2--  b: -x---y----  a.withLatestFrom(b) { "\($0)\($1)" }  --1x---2y--
  ///
  /// - Parameters:
  ///   - second: the sequence whose latest element is taken.
  ///   - resultSelector: combines the two elements.
  /// - Returns: the shared sequence of combined elements.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence(
      asSharedSequence().source.withLatestFrom(
        second.asSharedSequence().source, resultSelector: resultSelector))
  }

  /// Sends the latest element of `second` for each element of this sequence.
  ///
  ///     a: --1----2--  b: -x---y----  a.withLatestFrom(b)  --x----y--
  ///
  /// - Parameter second: the sequence whose latest element is taken.
  /// - Returns: the shared sequence of `second`'s latest elements.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  where Second.SharingStrategy == SharingStrategy {
    SharedSequence(asSharedSequence().source.withLatestFrom(second.asSharedSequence().source))
  }
}

extension SharedSequence {
  /// Merges the elements of `sources` as they come.
  ///
  ///     a: -1---3-  b: --2---  merge(a, b)  -1-2-3-
  ///
  /// - Parameter sources: the sequences to merge.
  /// - Returns: the shared sequence of every source's elements.
  @inlinable
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }

  /// Merges the elements of `sources` as they come.
  ///
  ///     [a: -1---3-, b: --2---]  merge(_:)  -1-2-3-
  ///
  /// - Parameter sources: the sequences to merge.
  /// - Returns: the shared sequence of every source's elements.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map(\.source)))
  }
}
