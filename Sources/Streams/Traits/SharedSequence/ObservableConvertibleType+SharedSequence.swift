extension ObservableConvertibleType {
  /// This sequence as a shared sequence of any strategy: on its scheduler, shared by it,
  /// ending with `onErrorJustReturn` instead of failing.
  ///
  ///     --1--#  asSharedSequence(sharingStrategy: S.self, onErrorJustReturn: 0)  --1--0|
  ///
  /// - Parameters:
  ///   - sharingStrategy: the strategy, such as ``DriverSharingStrategy``.
  ///   - onErrorJustReturn: the element sent, before completing, in place of an error.
  /// - Returns: the shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// This sequence as a shared sequence of any strategy, continuing with `onErrorDriveWith`
  /// after an error.
  ///
  ///     --1--#  asSharedSequence(sharingStrategy: S.self, onErrorDriveWith: .just(0))  --1--0|
  ///
  /// - Parameters:
  ///   - sharingStrategy: the strategy, such as ``SignalSharingStrategy``.
  ///   - onErrorDriveWith: the shared sequence that takes over after an error.
  /// - Returns: the shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorDriveWith: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    let fallback = onErrorDriveWith.asObservable()
    return SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in fallback })
  }

  /// This sequence as a shared sequence of any strategy, continuing with the shared sequence
  /// `onErrorRecover` returns after an error.
  ///
  ///     --1--#  asSharedSequence(sharingStrategy: S.self, onErrorRecover: { _ in .just(0) })  --1--0|
  ///
  /// - Parameters:
  ///   - sharingStrategy: the strategy, such as ``DriverSharingStrategy``.
  ///   - onErrorRecover: maps the error to the shared sequence that takes over.
  /// - Returns: the shared sequence.
  @inlinable
  public func asSharedSequence<Strategy: SharingStrategyProtocol>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}
