extension ObservableType {
  /// The same sequence with each element wrapped by `tag`: how a typed source joins an N-ary
  /// core that buffers one value type.
  @inlinable
  func tagged<Value>(_ tag: @escaping (Element) -> Value) -> Observable<Value> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element): sink(.next(tag(element)))
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
