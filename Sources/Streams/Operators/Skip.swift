extension ObservableType {
  /// Drops the first `count` elements and emits the rest.
  ///
  ///     --1--2--3--4--|  skip(2)  --------3--4--|
  ///
  /// - Parameter count: how many leading elements to drop; zero or less drops none.
  /// - Returns: the sequence without its first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    if count <= 0 { return source }
    return Observable { sink, lifetime in
      var remaining = count
      source.run(
        { event in
          if case .next = event, remaining > 0 {
            remaining &-= 1
            return
          }
          sink(event)
        }, lifetime)
    }
  }
}
