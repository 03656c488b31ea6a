extension ObservableType {
  /// Emits `default` before completing when the sequence completes without an element.
  ///
  ///     ------|  ifEmpty(default: 9)  ------(9|)      --1--|  ifEmpty(default: 9)  --1--|
  ///
  /// Errors pass through; a sequence that has emitted completes as it is.
  ///
  /// - Parameter default: the element sent in place of an empty sequence.
  /// - Returns: the sequence, or `default` when it is empty.
  @inlinable
  public func ifEmpty(default: Element) -> Observable<Element> {
    ifEmpty(switchTo: Observable.just(`default`))
  }

  /// Continues with `other` when the sequence completes without an element.
  ///
  ///     ------|  ifEmpty(switchTo: --8--9--|)  --------8--9--|
  ///
  /// `other` is subscribed when this sequence completes empty, after its subscription has
  /// ended; its events, terminal one included, become the result's. Errors of this sequence
  /// pass through, and a sequence that has emitted completes as it is.
  ///
  /// - Parameter other: the sequence that takes over from an empty one.
  /// - Returns: the sequence, or `other` when it is empty.
  @inlinable
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      // This source may end before the result does, so it gets a child lifetime of its own.
      let (child, key) = lifetime.child()
      var isEmpty = true
      source.run(
        { event in
          switch event {
          case .next:
            isEmpty = false
            sink(event)
          case .error:
            sink(event)
            lifetime.dispose()
          case .completed:
            guard isEmpty else {
              sink(event)
              lifetime.dispose()
              return
            }
            lifetime.end(child: child, key: key)
            // The other sequence's end is the result's end: it takes the lifetime itself.
            other.run(sink, lifetime)
          }
        }, child)
    }
  }
}
