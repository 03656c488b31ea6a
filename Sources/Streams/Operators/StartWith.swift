extension ObservableType {
  /// Emits `elements` first, then the elements of this sequence.
  ///
  /// The prefix is sent synchronously during `subscribe`; this sequence is subscribed after it,
  /// unless the subscription was disposed meanwhile (a downstream `take(1)`, say).
  ///
  ///     --1--2--|  startWith(8, 9)  89-1--2--|
  ///
  /// - Parameter elements: the elements to emit before this sequence's, in order.
  /// - Returns: the prefixed sequence.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      for element in elements {
        if lifetime.isDisposed { return }
        sink(.next(element))
      }
      if lifetime.isDisposed { return }
      source.run(sink, lifetime)
    }
  }
}
