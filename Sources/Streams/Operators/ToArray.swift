extension ObservableType {
  /// Collects every element and emits them as one array when the sequence completes.
  ///
  /// RxSwift returns a `Single`; until the traits exist this returns an `Observable` that emits
  /// exactly one array, then completes (or fails with the upstream error, emitting nothing).
  ///
  ///     --1--2--3--|  toArray()  -----------([1,2,3]|)
  ///
  /// - Returns: a sequence of one element, the array of all elements.
  @inlinable
  public func toArray() -> Observable<[Element]> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var elements: [Element] = []
      source.run(
        { event in
          switch event {
          case .next(let element): elements.append(element)
          case .error(let error):
            elements = []
            sink(.error(error))
          case .completed:
            let result = elements
            elements = []
            sink(.next(result))
            if lifetime.isDisposed { return }
            sink(.completed)
          }
        }, lifetime)
    }
  }
}
