extension ObservableType {
  /// Pairs each element with `obj`, held weakly, through `resultSelector`; completes as soon as
  /// an element arrives after `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--|  withUnretained(obj) { ($0, $1) }  --(obj,1)--(obj,2)-----|
  ///
  /// The element that finds `obj` released is dropped, the sequence completes and the source is
  /// disposed, as in RxSwift. Errors pass through.
  ///
  /// - Parameters:
  ///   - obj: the object passed with each element; not retained.
  ///   - resultSelector: combines the object and the element; a thrown error fails the sequence.
  /// - Returns: the sequence of combined values.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) throws -> Out
  ) -> Observable<Out> {
    let source = asObservable()
    return Observable { [weak obj] sink, lifetime in
      source.run(
        { [weak obj] event in
          switch event {
          case .next(let element):
            guard let object = obj else {
              sink(.completed)
              lifetime.dispose()
              return
            }
            let result: Out
            do { result = try resultSelector(object, element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(.next(result))
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }

  /// Pairs each element with `obj`, held weakly; completes as soon as an element arrives after
  /// `obj` is gone.
  ///
  ///     --1--2--(obj released)--3--|  withUnretained(obj)  --(obj,1)--(obj,2)-----|
  ///
  /// - Parameter obj: the object paired with each element; not retained.
  /// - Returns: the sequence of `(object, element)` tuples.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}
