extension ObservableType {
  /// Drops every element and forwards only the terminal event.
  ///
  /// RxSwift returns a `Completable`; until the traits exist this returns an
  /// `Observable<Never>`, which can emit nothing but its terminal event.
  ///
  ///     --1--2--3--|  ignoreElements()  -----------|
  ///
  /// - Returns: a sequence that ends when this one does, without elements.
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
