extension InfallibleType {
  /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes as soon as
  /// an element arrives after `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--|  withUnretained(obj) { ($0, $1) }  --(obj,1)--(obj,2)-----|
  ///
  /// - Parameters:
  ///   - obj: the object passed with each element; not retained.
  ///   - resultSelector: combines the object and the element.
  /// - Returns: the infallible of combined values.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Infallible<Out> {
    Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// Pairs each element with `obj`, held weakly; completes as soon as an element arrives after
  /// `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--|  withUnretained(obj)  --(obj,1)--(obj,2)-----|
  ///
  /// - Parameter obj: the object paired with each element; not retained.
  /// - Returns: the infallible of `(object, element)` tuples.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}

extension SharedSequenceConvertibleType {
  /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes as soon as
  /// an element arrives after `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--  withUnretained(obj) { ($0, $1) }  --(obj,1)--(obj,2)-----|
  ///
  /// - Parameters:
  ///   - obj: the object passed with each element; not retained.
  ///   - resultSelector: combines the object and the element.
  /// - Returns: the shared sequence of combined values.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(
      asSharedSequence().source.withUnretained(obj, resultSelector: resultSelector))
  }

  /// Pairs each element with `obj`, held weakly; completes as soon as an element arrives after
  /// `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--  withUnretained(obj)  --(obj,1)--(obj,2)-----|
  ///
  /// - Parameter obj: the object paired with each element; not retained.
  /// - Returns: the shared sequence of `(object, element)` tuples.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    withUnretained(obj) { ($0, $1) }
  }
}
