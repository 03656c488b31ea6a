extension InfallibleType {
  /// Combines each element with the latest element of `second`.
  ///
  ///     a: --1----2--|  b: -x---y--  a.withLatestFrom(b) { "\($0)\($1)" }  --1x---2y|
  ///
  /// - Parameters:
  ///   - second: the infallible whose latest element is taken.
  ///   - resultSelector: combines the two elements.
  /// - Returns: the infallible of combined elements.
  @inlinable
  public func withLatestFrom<Second: InfallibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> Infallible<Result> {
    Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Sends the latest element of `second` for each element of this sequence.
  ///
  ///     a: --1----2--|  b: -x---y--  a.withLatestFrom(b)  --x----y|
  ///
  /// - Parameter second: the infallible whose latest element is taken.
  /// - Returns: the infallible of `second`'s latest elements.
  @inlinable
  public func withLatestFrom<Second: InfallibleType>(_ second: Second)
    -> Infallible<Second.Element>
  {
    Infallible(asObservable().withLatestFrom(second))
  }
}
