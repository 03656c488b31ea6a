extension ControlEvent {
  /// The events as a ``Driver``: on the main queue, the latest replayed to new subscribers.
  ///
  /// A control event never fails; should it, the error goes to ``Hooks/defaultErrorHandler``
  /// and the driver completes (RxCocoa stops in debug builds).
  ///
  /// - Returns: the driver.
  public func asDriver() -> Driver<Element> { asDriver(onErrorRecover: reportedAndEnded) }

  /// The events as a ``Signal``: on the main queue, nothing replayed.
  ///
  /// A control event never fails; should it, the error goes to ``Hooks/defaultErrorHandler``
  /// and the signal completes (RxCocoa stops in debug builds).
  ///
  /// - Returns: the signal.
  public func asSignal() -> Signal<Element> { asSignal(onErrorRecover: reportedAndEnded) }
}

extension ControlProperty {
  /// The values as a ``Driver``: on the main queue, the latest replayed to new subscribers.
  ///
  /// A control property never fails; should it, the error goes to ``Hooks/defaultErrorHandler``
  /// and the driver completes (RxCocoa stops in debug builds).
  ///
  /// - Returns: the driver.
  public func asDriver() -> Driver<Element> { asDriver(onErrorRecover: reportedAndEnded) }
}

/// What a control's driver or signal does with an error it should never see: report it to
/// ``Hooks/defaultErrorHandler``, then end.
private func reportedAndEnded<Strategy, Element>(_ error: Swift.Error)
  -> SharedSequence<Strategy, Element>
{
  Hooks.unhandled(error)
  return .empty()
}
