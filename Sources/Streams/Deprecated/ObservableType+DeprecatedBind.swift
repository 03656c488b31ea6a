// RxCocoa 6's deprecated binding spellings, forwarding to `bind(to:)` and `bind(onNext:)`.

extension ObservableType {
  /// Deprecated: use `bind(to:)`.
  ///
  /// - Parameter observer: receives every event.
  /// - Returns: the subscription.
  @available(*, deprecated, renamed: "bind(to:)")
  public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    bind(to: observer)
  }

  /// Deprecated: use `bind(to:)`.
  ///
  /// - Parameter observer: receives every event, its element wrapped.
  /// - Returns: the subscription.
  @available(*, deprecated, renamed: "bind(to:)")
  public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element? {
    bind(to: observer)
  }

  /// Deprecated: use `bind(to:)`.
  ///
  /// - Parameter binder: called once with this sequence.
  /// - Returns: the result of `binder`.
  @available(*, deprecated, renamed: "bind(to:)")
  public func bindTo<Result>(_ binder: (Self) -> Result) -> Result { bind(to: binder) }

  /// Deprecated: use `bind(to:curriedArgument:)`.
  ///
  /// - Parameters:
  ///   - binder: called once with this sequence.
  ///   - curriedArgument: passed to the function `binder` returns.
  /// - Returns: the final result.
  @available(*, deprecated, renamed: "bind(to:curriedArgument:)")
  public func bindTo<R1, R2>(_ binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    bind(to: binder, curriedArgument: curriedArgument)
  }

  /// Deprecated: use `bind(onNext:)`.
  ///
  /// - Parameter onNext: called with each element.
  /// - Returns: the subscription.
  @available(*, deprecated, renamed: "bind(onNext:)")
  public func bindNext(_ onNext: @escaping (Element) -> Void) -> Disposable {
    bind(onNext: onNext)
  }
}
