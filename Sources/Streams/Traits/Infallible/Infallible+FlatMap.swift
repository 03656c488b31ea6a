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
}
