extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// As in RxSwift 6 the result is an `Observable<Never>`: it can send nothing but its
  /// terminal event; `asCompletable()` makes it a ``Completable``.
  ///
  ///     --1--2--3--|  ignoreElements()  -----------|
  ///
  /// - Returns: a sequence of no elements that ends when this sequence does.
  @inlinable
  public func ignoreElements() -> Observable<Never> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          switch event {
          case .next: return
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
