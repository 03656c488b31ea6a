extension ObservableType {
  /// Emits only the element at `index`, then completes and disposes upstream.
  ///
  /// When the sequence completes before reaching `index`, it fails with
  /// ``RxError/argumentOutOfRange``, as in RxSwift.
  ///
  ///     --a--b--c--|  element(at: 1)  -----(b|)
  ///
  /// - Parameter index: the zero-based position of the element; a negative index fails the
  ///   sequence with ``RxError/argumentOutOfRange`` at once (RxSwift traps).
  /// - Returns: a sequence of the one element at `index`.
  @inlinable
  public func element(at index: Int) -> Observable<Element> {
    if index < 0 { return Observable.error(RxError.argumentOutOfRange) }
    let source = asObservable()
    return Observable { sink, lifetime in
      var remaining = index
      var stopped = false
      source.run(
        { event in
          guard !stopped else { return }
          switch event {
          case .next:
            if remaining > 0 {
              remaining &-= 1
              return
            }
            stopped = true
            sink(event)
            if lifetime.isDisposed { return }
            sink(.completed)
            lifetime.dispose()
          case .error:
            stopped = true
            sink(event)
          case .completed:
            stopped = true
            sink(.error(RxError.argumentOutOfRange))
            lifetime.dispose()
          }
        }, lifetime)
    }
  }
}
