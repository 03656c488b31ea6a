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

  /// Combines the latest elements of both sources whenever one of them sends.
  ///
  ///     a: -1---2--|  b: --x---y-|  combineLatest(a, b) { "\($0)\($1)" }  --1x-2x-2y-|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - resultSelector: combines the latest element of each.
  /// - Returns: the infallible of combined elements.
  @inlinable
  public static func combineLatest<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>,
    resultSelector: @escaping (E1, E2) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Pairs up the elements of both sources by index and combines each pair.
  ///
  ///     a: -1--2---|  b: --x---y-|  zip(a, b) { "\($0)\($1)" }  --1x---2y|
  ///
  /// - Parameters:
  ///   - source1: source 1.
  ///   - source2: source 2.
  ///   - resultSelector: combines one element of each.
  /// - Returns: the infallible of combined elements.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>,
    resultSelector: @escaping (E1, E2) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    )
  }
}
