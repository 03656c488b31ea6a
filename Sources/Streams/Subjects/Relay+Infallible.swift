extension PublishRelay {
  /// This relay as an ``Infallible``: every element accepted from now on.
  ///
  ///     accept 1  asInfallible()  accept 2   --2--
  ///
  /// - Returns: the infallible, which never ends.
  @inlinable
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
  /// This relay as an ``Infallible``: the current value, then every accepted one.
  ///
  ///     value 1  asInfallible()  accept 2   1--2--
  ///
  /// - Returns: the infallible, which never ends.
  @inlinable
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
  /// This relay as an ``Infallible``: the replayed elements, then every accepted one.
  ///
  ///     bufferSize 1: accept 1  asInfallible()  accept 2   1--2--
  ///
  /// - Returns: the infallible, which never ends.
  @inlinable
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
