extension ObservableConvertibleType {
  /// This sequence as an ``Infallible``, ending with `element` instead of failing.
  ///
  ///     --1--#  asInfallible(onErrorJustReturn: 0)  --1--0|
  ///
  /// - Parameter element: the element sent, before completing, in place of an error.
  /// - Returns: the infallible.
  @inlinable
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// This sequence as an ``Infallible``, continuing with `infallible` after an error.
  ///
  ///     --1--#  asInfallible(onErrorFallbackTo: .of(8, 9))  --1--89|
  ///
  /// - Parameter infallible: the sequence that takes over after an error.
  /// - Returns: the infallible.
  @inlinable
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    let fallback = infallible.asObservable()
    return Infallible(asObservable().catch { _ in fallback })
  }

  /// This sequence as an ``Infallible``, continuing with the sequence `onErrorRecover` returns
  /// after an error.
  ///
  ///     --1--#  asInfallible(onErrorRecover: { _ in .just(0) })  --1--0|
  ///
  /// - Parameter onErrorRecover: maps the error to the sequence that takes over.
  /// - Returns: the infallible.
  @inlinable
  public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}
