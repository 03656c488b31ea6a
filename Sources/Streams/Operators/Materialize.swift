extension ObservableType {
  /// Turns every event, the terminal one included, into an element, then completes.
  ///
  /// The resulting sequence never fails: an upstream error arrives as a `.error` element,
  /// followed by completion.
  ///
  ///     --1--2--#  materialize()  --next(1)--next(2)--(error|)
  ///
  /// - Returns: the sequence of events as elements.
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          sink(.next(event))
          if event.isStopEvent, !lifetime.isDisposed { sink(.completed) }
        }, lifetime)
    }
  }
}
