extension ObservableType {
  /// Collects every element and emits them as one array when the sequence completes.
  ///
  /// As in RxSwift 6 the result is a ``Single``: exactly one array, or the upstream error.
  ///
  ///     --1--2--3--|  toArray()  -----------([1,2,3]|)
  ///
  /// - Returns: a single of the array of all elements.
  @inlinable
  public func toArray() -> Single<[Element]> {
    let source = asObservable()
    return Single(
      raw: Observable { sink, lifetime in
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
      })
  }
}
