extension ObservableType {
  /// Emits the last `count` elements when the sequence completes.
  ///
  /// Only `count` elements are kept at any time, in a ring buffer; an upstream error is
  /// forwarded without them.
  ///
  ///     --1--2--3--4--|  takeLast(2)  --------------(34|)
  ///
  /// - Parameter count: how many trailing elements to emit; zero emits none, a negative count
  ///   fails the sequence with ``RxError/argumentOutOfRange`` (RxSwift traps).
  /// - Returns: the sequence of at most `count` trailing elements.
  @inlinable
  public func takeLast(_ count: Int) -> Observable<Element> {
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    let source = asObservable()
    return Observable { sink, lifetime in
      var buffer = RingBuffer<Element>()
      source.run(
        { event in
          switch event {
          case .next(let element):
            guard count > 0 else { return }
            if buffer.count == count { _ = buffer.popFirst() }
            buffer.append(element)
          case .error(let error):
            buffer.removeAll()
            sink(.error(error))
          case .completed:
            while let element = buffer.popFirst() {
              if lifetime.isDisposed { return }
              sink(.next(element))
            }
            if lifetime.isDisposed { return }
            sink(.completed)
          }
        }, lifetime)
    }
  }
}
