extension ObservableConvertibleType {
  /// This sequence as a ``Signal``: on the main queue, shared without replay, ending with `onErrorJustReturn`
  /// instead of failing.
  ///
  ///     --1--#  asSignal(onErrorJustReturn: 0)  --1--0|  (on main)
  ///
  /// - Parameter onErrorJustReturn: the element sent, before completing, in place of an error.
  /// - Returns: the signal.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    asSharedSequence(
      sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
  }

  /// This sequence as a ``Signal``, continuing with `onErrorSignalWith` after an error.
  ///
  ///     --1--#  asSignal(onErrorSignalWith: .just(0))  --1--0|  (on main)
  ///
  /// - Parameter onErrorSignalWith: the signal that takes over after an error.
  /// - Returns: the signal.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    asSharedSequence(
      sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
  }

  /// This sequence as a ``Signal``, continuing with the signal `onErrorRecover` returns after
  /// an error.
  ///
  ///     --1--#  asSignal(onErrorRecover: { _ in .just(0) })  --1--0|  (on main)
  ///
  /// - Parameter onErrorRecover: maps the error to the signal that takes over.
  /// - Returns: the signal.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// This infallible as a ``Signal``: on the main queue and shared.
  ///
  ///     --1--2--|  asSignal()  --1--2--|  (on main)
  ///
  /// - Returns: the signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
