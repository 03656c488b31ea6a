extension InfallibleType {
  /// Maps each element to an infallible and merges them all.
  ///
  ///     --a--b--|  flatMap { inner($0) }  --a1-b1-a2-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of every inner sequence's elements.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMap { selector($0).asObservable() })
  }

  /// Maps each element to an infallible and follows only the latest one.
  ///
  ///     --a-----b--|  flatMapLatest { inner($0) }  --a1-a2-b1-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the latest inner sequence's elements.
  @inlinable
  public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
  }

  /// Maps each element to an infallible, ignoring elements while an inner one is running.
  ///
  ///     --a--b-----c--|  flatMapFirst { inner($0) }  --a1-a2--c1|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the inner sequences' elements.
  @inlinable
  public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
  }

  /// Maps each element to an infallible and runs them one after another.
  ///
  ///     --a--b--|  concatMap { inner($0) }  --a1-a2-b1-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the inner sequences' elements, in order.
  @inlinable
  public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().concatMap { selector($0).asObservable() })
  }

  /// Combines each element with the latest element of `second`.
  ///
  ///     a: --1----2--|  b: -x---y--  a.withLatestFrom(b) { "\($0)\($1)" }  --1x---2y|
  ///
  /// - Parameters:
  ///   - second: the infallible whose latest element is taken.
  ///   - resultSelector: combines the two elements.
  /// - Returns: the infallible of combined elements.
  @inlinable
  public func withLatestFrom<Second: InfallibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> Infallible<Result> {
    Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Sends the latest element of `second` for each element of this sequence.
  ///
  ///     a: --1----2--|  b: -x---y--  a.withLatestFrom(b)  --x----y|
  ///
  /// - Parameter second: the infallible whose latest element is taken.
  /// - Returns: the infallible of `second`'s latest elements.
  @inlinable
  public func withLatestFrom<Second: InfallibleType>(_ second: Second)
    -> Infallible<Second.Element>
  {
    Infallible(asObservable().withLatestFrom(second))
  }

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
