extension ObservableType {
  /// Subscribes a closure that receives every event.
  ///
  /// - Parameter on: called with each event, the terminal one last.
  /// - Returns: the subscription. Once its `dispose()` has returned, `on` is not called again:
  ///   a call in flight on another thread is waited for.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let lifetime = Lifetime()
    asObservable().run({ event in lifetime.deliver { on(event) } }, lifetime)
    return lifetime
  }

  /// Subscribes closures for elements, the terminal events and disposal.
  ///
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onError: called with the error that ends the sequence; when `nil`, the error goes to
  ///     ``Hooks/defaultErrorHandler``, with this call's stack when
  ///     ``Hooks/recordCallStackOnError`` is set.
  ///   - onCompleted: called when the sequence finishes.
  ///   - onDisposed: called once the subscription is over, by termination or by disposal, after
  ///     any other callback in flight has returned.
  /// - Returns: the subscription. Once its `dispose()` has returned, none of the closures is
  ///   called again: a call in flight on another thread is waited for.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let lifetime = Lifetime()
    if let onDisposed { lifetime.onDispose(onDisposed) }
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    asObservable().run(
      { event in
        lifetime.deliver {
          switch event {
          case .next(let element): onNext?(element)
          case .error(let error):
            if let onError { onError(error) } else { Hooks.unhandled(error, callStack: callStack) }
          case .completed: onCompleted?()
          }
        }
      }, lifetime)
    return lifetime
  }

  /// Subscribes closures that receive `object` (held weakly) alongside each event.
  ///
  /// Events that arrive after `object` is deallocated are dropped, so the closures need no
  /// `[weak self]` dance.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  ///   - onError: called with the object and the error that ends the sequence.
  ///   - onCompleted: called with the object when the sequence finishes.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weakly(object, onNext),
      onError: weakly(object, onError),
      onCompleted: weakly(object, onCompleted),
      onDisposed: weakly(object, onDisposed))
  }
}
