extension ObservableType {
  /// Subscribes a closure that receives every event.
  ///
  /// - Parameter on: called with each event, the terminal one last.
  /// - Returns: the subscription. Once its `dispose()` has returned, no call of `on` begins;
  ///   `dispose()` does not wait for a call in flight on another thread.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let lifetime = Lifetime()
    asObservable().run(
      { event in lifetime.deliver(event, to: AnyObserver(eventHandler: on)) }, lifetime)
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
  ///     any other callback in flight has returned (on that callback's thread, when `dispose()`
  ///     was called on another one while it ran).
  /// - Returns: the subscription. Once its `dispose()` has returned, no call of the closures
  ///   begins; `dispose()` does not wait for a call in flight on another thread.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let lifetime = Lifetime()
    if let onDisposed { lifetime.onDispose(onDisposed) }
    let observer = SubscriberClosures<Element>(
      onNext: onNext, onError: onError, onCompleted: onCompleted,
      callStack: onError == nil ? Hooks.subscriptionCallStack() : [])
    asObservable().run({ event in lifetime.deliver(event, to: observer) }, lifetime)
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

/// The closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`, as the observer
/// its subscription delivers to.
@usableFromInline
struct SubscriberClosures<Element>: ObserverType {
  @usableFromInline let onNext: ((Element) -> Void)?
  @usableFromInline let onError: ((Swift.Error) -> Void)?
  @usableFromInline let onCompleted: (() -> Void)?
  /// Where the subscription was made, for an error nobody handles.
  @usableFromInline let callStack: [String]

  @inlinable
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, callStack: [String]
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.callStack = callStack
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): onNext?(element)
    case .error(let error):
      if let onError { onError(error) } else { Hooks.unhandled(error, callStack: callStack) }
    case .completed: onCompleted?()
    }
  }
}
