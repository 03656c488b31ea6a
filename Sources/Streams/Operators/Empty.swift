extension ObservableType {
  /// A sequence that completes at once, without elements.
  ///
  ///     empty()   |
  ///
  /// - Returns: the sequence.
  @inlinable
  public static func empty() -> Observable<Element> {
    Observable(startsTrampoline: false) { sink, lifetime in
      sink(.completed)
      lifetime.dispose()
    }
  }

  /// A sequence that never emits and never ends.
  ///
  ///     never()   ------
  ///
  /// - Returns: the sequence.
  @inlinable
  public static func never() -> Observable<Element> {
    Observable(startsTrampoline: false) { _, _ in }
  }

  /// A sequence that fails at once with `error`.
  ///
  ///     error(e)   #
  ///
  /// - Parameter error: the error to send.
  /// - Returns: the sequence.
  @inlinable
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Observable(startsTrampoline: false) { sink, lifetime in
      sink(.error(error))
      lifetime.dispose()
    }
  }
}
