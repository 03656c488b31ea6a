extension ObservableType {
  /// Emits the first `count` elements, then completes and disposes upstream.
  ///
  /// Upstream is disposed as soon as the last wanted element arrives, so `take(1)` over a
  /// synchronous source of a million elements stops it after one. `take(0)` completes at once
  /// without subscribing, as in RxSwift.
  ///
  ///     --1--2--3--4--|  take(2)  --1--(2|)
  ///
  /// - Parameter count: how many elements to emit; a negative count fails the sequence with
  ///   ``RxError/argumentOutOfRange`` (RxSwift traps).
  /// - Returns: the sequence of at most `count` elements.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    if count == 0 { return Observable.empty() }
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    let source = asObservable()
    return Observable { sink, lifetime in
      var remaining = count
      source.run(
        { event in
          switch event {
          case .next:
            guard remaining > 0 else { return }
            remaining &-= 1
            sink(event)
            if remaining == 0 {
              if lifetime.isDisposed { return }
              sink(.completed)
              lifetime.dispose()
            }
          case .error, .completed:
            guard remaining > 0 else { return }
            remaining = 0
            sink(event)
          }
        }, lifetime)
    }
  }
}
