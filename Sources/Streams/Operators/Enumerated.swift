extension ObservableType {
  /// Pairs each element with its zero-based index.
  ///
  /// The index counts per subscription. Should it ever overflow `Int`, the sequence fails with
  /// ``RxError/overflow``.
  ///
  ///     --a--b--c--|  enumerated()  --(0,a)--(1,b)--(2,c)--|
  ///
  /// - Returns: the sequence of `(index, element)` tuples.
  @inlinable
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var nextIndex = 0
      source.run(
        { event in
          switch event {
          case .next(let element):
            let index = nextIndex
            let (advanced, overflow) = index.addingReportingOverflow(1)
            if overflow {
              sink(.error(RxError.overflow))
              lifetime.dispose()
              return
            }
            nextIndex = advanced
            sink(.next((index: index, element: element)))
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
