extension ObservableType where Element: EventConvertible {
  /// Turns elements that stand for events back into those events.
  ///
  /// A `.next` element is emitted; an `.error` or `.completed` element ends the sequence and
  /// disposes upstream. This is the inverse of `materialize()`.
  ///
  ///     --next(1)--next(2)--completed--  dematerialize()  --1--2--|
  ///
  /// - Returns: the sequence the events describe.
  @inlinable
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let inner = element.event
            sink(inner)
            if inner.isStopEvent { lifetime.dispose() }
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
