extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// As in RxSwift 6 the result is a ``Completable``: it can send nothing but its terminal
  /// event.
  ///
  ///     --1--2--3--|  ignoreElements()  -----------|
  ///
  /// - Returns: a completable that ends when this sequence does.
  @inlinable
  public func ignoreElements() -> Completable {
    let source = asObservable()
    return Completable(
      raw: Observable { sink, lifetime in
        source.run(
          { event in
            switch event {
            case .next: return
            case .error(let error): sink(.error(error))
            case .completed: sink(.completed)
            }
          }, lifetime)
      })
  }
}
