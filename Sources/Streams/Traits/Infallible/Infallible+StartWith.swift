extension InfallibleType {
  /// Sends `elements` first, then the elements of this sequence.
  ///
  ///     --1--2--|  startWith(0)  0--1--2--|
  ///
  /// - Parameter elements: the elements to send on subscription, in order.
  /// - Returns: the infallible, prefixed.
  @inlinable
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(
      elements.reversed().reduce(asObservable()) { sequence, element in
        sequence.startWith(element)
      })
  }
}
